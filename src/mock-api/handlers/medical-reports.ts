import type { MedicalIndicatorRecord } from '../../generated/api'
import { errors } from '../errors'
import { DEMO_RESIDENT } from '../seed/accounts'
import { EXAM_COUNT, EXAM_HOSPITAL, EXAM_SUMMARIES, MEDICAL_INDICATORS, reportIdOf, type MedicalIndicator } from '../seed/medical-reports'
import { healthPortrait, type PortraitPerson } from '../seed/portrait'
import { me, text, type CallContext, type CallHandler, defineHandlers } from './context'

// 林晓燕's past examination reports and one indicator's history across them. She reads her own; a doctor reads
// them too (her family doctor's side of the same record). Height and weight are her portrait's, a little lighter
// in earlier years, so the BMI of the latest report is the portrait's.

const DAY = 86_400_000

function owner(context: CallContext): PortraitPerson {
  const account = me(context)
  if (account.accountCode !== DEMO_RESIDENT.accountCode && account.role !== 'doctor') throw errors.notFound('体检报告')
  const resident = context.store.state.residents.find((r) => r.residentAccountCode === DEMO_RESIDENT.accountCode)
  const age = context.now.getFullYear() - Number(DEMO_RESIDENT.userCode.slice(6, 10))
  return (
    resident ?? {
      residentAccountCode: DEMO_RESIDENT.accountCode,
      residentName: DEMO_RESIDENT.name,
      residentGender: DEMO_RESIDENT.gender,
      residentAge: age,
      ageUnit: '岁',
    }
  )
}

/** Every indicator with a value per examination (oldest first), the body measurements derived from the portrait. */
function indicators(context: CallContext): MedicalIndicator[] {
  const { height, weight } = healthPortrait(owner(context), context.now)
  const weights = Array.from({ length: EXAM_COUNT }, (_, i) => Math.round((weight - (EXAM_COUNT - 1 - i) * 0.6) * 10) / 10)
  const bmi = weights.map((w) => Math.round((w / (height / 100) ** 2) * 10) / 10)
  const body: MedicalIndicator[] = [
    { recordCode: 'HEIGHT', name: '身高', group: '一般检查', unit: 'cm', low: 0, high: 0, digits: 0, values: weights.map(() => height) },
    { recordCode: 'WEIGHT', name: '体重', group: '一般检查', unit: 'kg', low: 0, high: 0, digits: 1, values: weights },
    { recordCode: 'BMI', name: 'BMI', group: '一般检查', unit: 'kg/m²', low: 18.5, high: 23.9, digits: 1, values: bmi },
  ]
  return [...body, ...MEDICAL_INDICATORS]
}

/** The examination date: each a year before the next, the latest about four months ago. */
function examDate(context: CallContext, index: number): string {
  const date = new Date(context.now.getTime() - ((EXAM_COUNT - 1 - index) * 365 + 121) * DAY)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

function indexOf(reportId: string): number {
  const index = Array.from({ length: EXAM_COUNT }, (_, i) => reportIdOf(i)).indexOf(reportId)
  if (index < 0) throw errors.notFound('体检报告')
  return index
}

/** What a report item and an indicator's history row say of one reading. */
type Reading = Pick<MedicalIndicatorRecord['records'][number], 'value' | 'flag' | 'abnormal' | 'flagName' | 'range'>

function reading(indicator: MedicalIndicator, index: number): Reading {
  const value = indicator.values[index]
  const ranged = indicator.high > 0
  const flag = ranged && value > indicator.high ? '↑' : ranged && value < indicator.low ? '↓' : ''
  return {
    value: value.toFixed(indicator.digits),
    flag,
    abnormal: flag !== '',
    flagName: flag === '↑' ? '偏高' : flag === '↓' ? '偏低' : '正常',
    range: !ranged ? '' : indicator.low === 0 ? `<${indicator.high}` : `${indicator.low}-${indicator.high}`,
  }
}

const card = (context: CallContext, all: MedicalIndicator[], index: number) => ({
  reportId: reportIdOf(index),
  title: `${examDate(context, index).slice(0, 4)}年度健康体检报告`,
  examDate: examDate(context, index),
  hospitalName: EXAM_HOSPITAL,
  abnormalCount: all.filter((i) => reading(i, index).abnormal).length,
  link: `/health/medical-report/historicalreport/${reportIdOf(index)}`,
})

const list: CallHandler<'medicalReport.list'> = (context) => {
  const all = indicators(context)
  return { records: Array.from({ length: EXAM_COUNT }, (_, i) => card(context, all, EXAM_COUNT - 1 - i)) }
}

const detail: CallHandler<'medicalReport.detail'> = (context) => {
  const person = owner(context)
  const index = indexOf(text(context, 'reportId'))
  const all = indicators(context)
  const items = all.map((i) => ({
    recordCode: i.recordCode,
    name: i.name,
    group: i.group,
    unit: i.unit,
    ...reading(i, index),
    link: `/health/medical-report/indicator-record/${i.recordCode}`,
  }))
  return {
    ...card(context, all, index),
    personName: person.residentName,
    gender: person.residentGender === '1' ? '男' : '女',
    age: person.residentAge - (EXAM_COUNT - 1 - index),
    summary: EXAM_SUMMARIES[index],
    abnormalItems: items.filter((i) => i.abnormal).map((i) => `${i.name} ${i.value}${i.flag}`),
    items,
    groups: [...new Set(items.map((i) => i.group))].map((group) => ({ group, items: items.filter((i) => i.group === group) })),
  }
}

const indicator: CallHandler<'medicalReport.indicator'> = (context) => {
  const found = indicators(context).find((i) => i.recordCode === text(context, 'recordCode'))
  if (!found) throw errors.notFound('指标')
  const records = Array.from({ length: EXAM_COUNT }, (_, i) => EXAM_COUNT - 1 - i).map((index) => ({
    reportId: reportIdOf(index),
    examDate: examDate(context, index),
    ...reading(found, index),
    link: `/health/medical-report/historicalreport/${reportIdOf(index)}`,
  }))
  const latest = records[0]
  return {
    recordCode: found.recordCode,
    name: found.name,
    unit: found.unit,
    range: latest.range,
    latest: latest.value,
    latestFlagName: latest.flagName,
    records,
    // The report node's dataset: the first column labels the x axis, oldest first, as a line chart reads.
    chart: {
      dataSets: [
        {
          dataSetId: 'history',
          columns: [{ name: '体检日期' }, { name: found.name }],
          rows: [...records].reverse().map((r) => ({ data: [r.examDate.slice(0, 7), Number(r.value)] })),
        },
      ],
      declareBinding: { dataSetId: 'history' },
    },
  }
}

export const medicalReportHandlers = defineHandlers({
  'medicalReport.list': list,
  'medicalReport.detail': detail,
  'medicalReport.indicator': indicator,
})
