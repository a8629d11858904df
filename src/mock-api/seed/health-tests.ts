import { coverArt } from './art'
import { healthPortrait, type PortraitPerson } from './portrait'
import { QUESTIONNAIRES } from './questionnaires'

// The digital health test reports (SPEC §2 health tests), answered by report.execute (SPEC §3, §7). Every number
// is read from the person's health portrait (portrait.ts), so a report and the portrait never disagree: 林晓燕's
// latest blood pressure in her hypertension report is the one her portrait shows.
type Portrait = ReturnType<typeof healthPortrait>
type Indicator = Portrait['indicators'][number]

type Column = {
  name: string
}
// Type aliases, not interfaces: they must fit report.execute's generated ReportDataset, whose objects are open.
type DataSet = {
  dataSetId: string
  columns: Column[]
  rows: Array<{ data: Array<string | number | null> }>
}
export type ReportAnswer = {
  reportId: string
  dataSets: DataSet[]
  widget?: { widgetType: 'COUNT' | 'COUNTS' }
  declareBinding?: { dataSetId: string }
}

const columns = (...names: string[]): Column[] => names.map((name) => ({ name }))

function count(reportId: string, label: string, value: string | number): ReportAnswer {
  return {
    reportId,
    dataSets: [{ dataSetId: `${reportId}_ds`, columns: columns(label), rows: [{ data: [value] }] }],
    widget: { widgetType: 'COUNT' },
    declareBinding: { dataSetId: `${reportId}_ds` },
  }
}

function counts(reportId: string, figures: Array<[string, string | number | null]>): ReportAnswer {
  const dataSetId = `${reportId}_ds`
  return {
    reportId,
    dataSets: [{ dataSetId, columns: columns(...figures.map(([l]) => l)), rows: [{ data: figures.map(([, v]) => v) }] }],
    widget: { widgetType: 'COUNTS' },
    declareBinding: { dataSetId },
  }
}

/** Column series, oldest reading first: the first column names the day, each further one is a series. */
function trend(reportId: string, indicator: Indicator | undefined, names: string[]): ReportAnswer {
  const dataSetId = `${reportId}_ds`
  const records = [...(indicator?.records ?? [])].reverse()
  const day = (time: string) => `${Number(time.slice(5, 7))}月${Number(time.slice(8, 10))}日`
  return {
    reportId,
    dataSets: [
      {
        dataSetId,
        columns: columns('日期', ...names),
        rows: records.map((r) => ({ data: [day(r.measureTime), ...names.map((_, k) => r.values[k] ?? null)] })),
      },
    ],
    declareBinding: { dataSetId },
  }
}

const find = (p: Portrait, code: Indicator['code']) => p.indicators.find((i) => i.code === code)
const latest = (p: Portrait, code: Indicator['code'], k = 0) => find(p, code)?.values[k] ?? null

/** The report ids the health-test report screens run, each answering one widget. */
const REPORTS: Record<string, (p: Portrait, id: string) => ReportAnswer> = {
  HT_GENERAL_ABNORMAL: (p, id) => count(id, '异常指标', p.indicators.filter((i) => i.status !== 'NORMAL').length),
  HT_GENERAL_BODY: (p, id) =>
    counts(id, [
      ['身高', p.height],
      ['体重', p.weight],
      ['BMI', latest(p, 'BMI')],
      ['心率', latest(p, 'HEART_RATE')],
    ]),
  HT_GENERAL_HEART_TREND: (p, id) => trend(id, find(p, 'HEART_RATE'), ['心率']),
  HT_HYPERTENSION_LATEST: (p, id) => count(id, '最近一次血压', find(p, 'BLOOD_PRESSURE')?.value ?? '-'),
  HT_HYPERTENSION_FIGURES: (p, id) =>
    counts(id, [
      ['收缩压', latest(p, 'BLOOD_PRESSURE', 0)],
      ['舒张压', latest(p, 'BLOOD_PRESSURE', 1)],
      ['心率', latest(p, 'HEART_RATE')],
      ['空腹血糖', latest(p, 'BLOOD_GLUCOSE')],
    ]),
  HT_HYPERTENSION_TREND: (p, id) => trend(id, find(p, 'BLOOD_PRESSURE'), ['收缩压', '舒张压']),
  HT_OBESITY_BMI: (p, id) => count(id, 'BMI', latest(p, 'BMI') ?? '-'),
  HT_OBESITY_BODY: (p, id) =>
    counts(id, [
      ['身高', p.height],
      ['体重', p.weight],
      ['空腹血糖', latest(p, 'BLOOD_GLUCOSE')],
    ]),
  HT_OBESITY_BMI_TREND: (p, id) => trend(id, find(p, 'BMI'), ['BMI']),
}

export function isHealthTestReport(id: string): boolean {
  return Object.hasOwn(REPORTS, id)
}

export function healthTestReport(id: string, person: PortraitPerson, now: Date): ReportAnswer {
  return REPORTS[id](healthPortrait(person, now), id)
}

/** What a test's introduction says of its questions: the questionnaire's own count and time, never a copy. */
function asked(questionnaireId: string) {
  const questionnaire = QUESTIONNAIRES.get(questionnaireId)
  if (!questionnaire) throw new Error(`no questionnaire ${questionnaireId}`)
  const questionCount = questionnaire.pages.reduce((n, p) => n + p.questions.filter((q) => q.kind !== 'section').length, 0)
  return { questionnaireId, questionCount, minutes: questionnaire.minutes ?? 5 }
}

/**
 * The tests one can take, each answered question by question (screens/questionnaires/health-test-*.json); each
 * report path is one of the report screens (screens/health-test/).
 */
export const HEALTH_TEST_SUBJECTS = [
  {
    code: 'general',
    name: '综合健康检测',
    summary: '身高、体重、心率等基础指标一次看全，找出需要关注的异常项。',
    ...asked('health-test-general'),
    testedCount: 12864,
    coverUrl: coverArt('健康检测', '综合健康检测', 0),
    reportPath: '/health/digital-health-test/general/report',
    items: ['身高体重与 BMI', '静息心率', '空腹血糖', '生活方式'],
    suitableFor: '18 岁以上、希望了解自身健康状况的人群',
  },
  {
    code: 'hypertension',
    name: '高血压风险检测',
    summary: '结合血压读数与家族史、饮食和作息，评估高血压风险并给出管理建议。',
    ...asked('health-test-hypertension'),
    testedCount: 8342,
    coverUrl: coverArt('健康检测', '高血压风险检测', 1),
    reportPath: '/health/digital-health-test/hypertension/report',
    items: ['血压读数与趋势', '心率', '空腹血糖', '家族史与生活习惯'],
    suitableFor: '35 岁以上，或有高血压家族史、血压偏高的人群',
  },
  {
    code: 'chroniciseases-obesity-test',
    name: '慢病肥胖检测',
    summary: '从体重指数和血糖看肥胖相关慢病风险，给出控重方案。',
    ...asked('health-test-obesity'),
    testedCount: 5127,
    coverUrl: coverArt('健康检测', '慢病肥胖检测', 2),
    reportPath: '/health/digital-health-test/chroniciseases-obesity-test/report',
    items: ['BMI 与体重变化', '身高体重', '空腹血糖', '饮食与运动'],
    suitableFor: 'BMI 偏高或希望科学控重的人群',
  },
]
