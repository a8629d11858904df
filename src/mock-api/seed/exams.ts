// Exam papers of the doctors' study centre (/doctor/study/exam-list, /special/exam): continuing-education
// papers on what the rest of the seed is about (hypertension, cancer screening, diabetes in primary care).
// The answers stay on the server: the paper as sent leaves them out, the result shows them per question.
import type { MockExamRecord } from '../state'

export interface SeedQuestion {
  id: string
  type: 'single' | 'multiple'
  title: string
  options: string[]
  /** Letters of the right options: 'B', or 'ACD' for a multiple choice. */
  answer: string
  analysis: string
  score: number
}

export interface SeedPaper {
  paperId: string
  title: string
  intro: string
  durationMinutes: number
  passScore: number
  /** Continuing-education credit a pass earns. */
  credit: number
  /** The exam window (exam centre): opened this many days before `now`, closes this many days after (negative: closed). */
  opensDaysAgo: number
  closesInDays: number
  /** Attempts allowed; the best score counts. */
  maxAttempts: number
  questions: SeedQuestion[]
}

const q = (id: string, type: SeedQuestion['type'], title: string, options: string[], answer: string, analysis: string): SeedQuestion => ({
  id,
  type,
  title,
  options,
  answer,
  analysis,
  score: 10,
})

export const SEED_PAPERS: readonly SeedPaper[] = [
  {
    paperId: 'EX2025001',
    title: '基层高血压防治指南（2024）专项考试',
    intro: '共 10 题，满分 100 分，60 分及格。及格可获继续教育学分 2 分。',
    durationMinutes: 20,
    passScore: 60,
    credit: 2,
    opensDaysAgo: 40,
    closesInDays: 38,
    maxAttempts: 3,
    questions: [
      q(
        '1',
        'single',
        '诊室血压诊断高血压的标准是？',
        ['≥130/80 mmHg', '≥140/90 mmHg', '≥135/85 mmHg', '≥150/90 mmHg'],
        'B',
        '非同日 3 次诊室血压收缩压 ≥140 mmHg 和（或）舒张压 ≥90 mmHg 可诊断高血压。',
      ),
      q(
        '2',
        'single',
        '家庭血压监测诊断高血压的标准是？',
        ['≥140/90 mmHg', '≥130/80 mmHg', '≥135/85 mmHg', '≥125/75 mmHg'],
        'C',
        '家庭血压平均值 ≥135/85 mmHg 对应诊室血压 140/90 mmHg。',
      ),
      q(
        '3',
        'single',
        '一般高血压患者的降压目标是？',
        ['<150/90 mmHg', '<140/90 mmHg，能耐受者可降至 <130/80 mmHg', '<120/70 mmHg', '<160/100 mmHg'],
        'B',
        '一般患者降至 140/90 mmHg 以下，能耐受者和部分高危患者进一步降至 130/80 mmHg 以下。',
      ),
      q('4', 'single', '每日食盐摄入量建议不超过？', ['3 克', '5 克', '8 克', '10 克'], 'B', '指南建议成人每日食盐摄入量不超过 5 克。'),
      q(
        '5',
        'multiple',
        '以下属于常用一线降压药物的有？',
        ['钙通道阻滞剂', '血管紧张素转换酶抑制剂', '噻嗪类利尿剂', '苯二氮䓬类'],
        'ABC',
        'CCB、ACEI/ARB、利尿剂和 β 受体阻滞剂是常用降压药物；苯二氮䓬类不是降压药。',
      ),
      q(
        '6',
        'single',
        '高血压合并慢性肾病伴蛋白尿，首选？',
        ['β 受体阻滞剂', 'ACEI 或 ARB', 'α 受体阻滞剂', '袢利尿剂'],
        'B',
        'ACEI/ARB 可减少蛋白尿、延缓肾功能进展，使用后 2~4 周复查血肌酐和血钾。',
      ),
      q(
        '7',
        'multiple',
        '测量诊室血压时应注意？',
        ['测量前安静休息 5 分钟', '袖带与心脏同一水平', '首诊测量双上臂血压', '饭后立即测量'],
        'ABC',
        '应安静休息至少 5 分钟，袖带与心脏同高，首诊测双臂血压并以较高侧为准；进食、运动后不宜立即测量。',
      ),
      q(
        '8',
        'single',
        '高血压急症的降压原则是？',
        ['1 小时内降至正常', '1 小时内平均动脉压降低不超过 25%', '立即舌下含服硝苯地平', '不需要降压'],
        'B',
        '初始阶段（1 小时内）平均动脉压降低不超过治疗前的 25%，随后 2~6 小时降至 160/100 mmHg 左右。',
      ),
      q(
        '9',
        'single',
        '基层对血压未达标的高血压患者随访间隔一般为？',
        ['1 周', '2~4 周', '3 个月', '6 个月'],
        'B',
        '未达标者 2~4 周随访一次，达标者每 3 个月随访一次。',
      ),
      q(
        '10',
        'multiple',
        '以下哪些情况应考虑转诊上级医院？',
        ['怀疑继发性高血压', '妊娠期高血压', '三种药物足量治疗仍未达标', '血压 128/78 mmHg 且无症状'],
        'ABC',
        '怀疑继发性高血压、妊娠和哺乳期高血压、难治性高血压等应转诊；血压达标无症状者继续社区管理。',
      ),
    ],
  },
  {
    paperId: 'EX2025002',
    title: '多癌种早筛项目培训考核',
    intro: '共 5 题，满分 50 分，30 分及格。及格可获继续教育学分 1 分。',
    durationMinutes: 10,
    passScore: 30,
    credit: 1,
    opensDaysAgo: 60,
    closesInDays: 18,
    maxAttempts: 3,
    questions: [
      q(
        '1',
        'single',
        '肺癌高危人群筛查推荐的方法是？',
        ['胸部 X 线', '低剂量螺旋 CT', '痰细胞学', '肿瘤标志物'],
        'B',
        '低剂量螺旋 CT 是肺癌筛查的推荐方法。',
      ),
      q(
        '2',
        'single',
        '结直肠癌社区初筛常用？',
        ['免疫法大便潜血检测', '腹部 B 超', '腹部 CT', '血常规'],
        'A',
        '免疫法大便潜血检测结合风险评估问卷是社区初筛的常用方法，阳性者做结肠镜。',
      ),
      q(
        '3',
        'multiple',
        '胃癌高危人群包括？',
        ['幽门螺杆菌感染者', '慢性萎缩性胃炎患者', '一级亲属有胃癌史', '20 岁健康青年'],
        'ABC',
        '年龄 ≥40 岁且符合感染、癌前疾病、家族史等任一条件者为高危人群。',
      ),
      q(
        '4',
        'single',
        '肺部 8 mm 纯磨玻璃结节首次发现后一般建议？',
        ['立即手术', '3 个月后复查薄层 CT', '不需要随访', '立即穿刺活检'],
        'B',
        '纯磨玻璃结节多进展缓慢，首次发现后 3 个月复查以排除炎症。',
      ),
      q(
        '5',
        'single',
        '乳腺癌筛查中适合中国女性致密型乳腺的方法是？',
        ['乳腺超声', '乳腺钼靶单独使用', '肿瘤标志物', '胸部 CT'],
        'A',
        '中国女性致密型乳腺比例高，乳腺超声是重要的筛查方法，可与钼靶联合。',
      ),
    ].map((question) => ({ ...question })),
  },
  {
    paperId: 'EX2025003',
    title: '2 型糖尿病基层规范化管理考核',
    intro: '共 5 题，满分 50 分，30 分及格。及格可获继续教育学分 1 分。',
    durationMinutes: 10,
    passScore: 30,
    credit: 1,
    opensDaysAgo: 12,
    closesInDays: 45,
    maxAttempts: 3,
    questions: [
      q(
        '1',
        'single',
        '2 型糖尿病的诊断标准中，空腹血糖应达到？',
        ['≥6.1 mmol/L', '≥7.0 mmol/L', '≥7.8 mmol/L', '≥11.1 mmol/L'],
        'B',
        '典型症状加空腹血糖 ≥7.0 mmol/L，或随机血糖 ≥11.1 mmol/L，或 OGTT 2 小时血糖 ≥11.1 mmol/L，或 HbA1c ≥6.5%。',
      ),
      q(
        '2',
        'single',
        '多数非妊娠成人 2 型糖尿病患者的 HbA1c 控制目标是？',
        ['<6.0%', '<7.0%', '<8.5%', '<9.0%'],
        'B',
        '一般成人 HbA1c 控制目标 <7.0%，老年、低血糖风险高者可适当放宽。',
      ),
      q(
        '3',
        'single',
        '无禁忌证时，2 型糖尿病的首选降糖药物是？',
        ['格列本脲', '二甲双胍', '阿卡波糖', '胰岛素'],
        'B',
        '二甲双胍是 2 型糖尿病无禁忌证者的首选和基础用药。',
      ),
      q(
        '4',
        'multiple',
        '糖尿病患者每年应至少筛查的并发症有？',
        ['糖尿病视网膜病变', '糖尿病肾病（尿白蛋白/肌酐比值）', '糖尿病足', '骨密度'],
        'ABC',
        '眼底、尿白蛋白/肌酐比值与 eGFR、足部检查每年至少一次；骨密度不是常规年度筛查项目。',
      ),
      q(
        '5',
        'single',
        '基层管理的 2 型糖尿病患者，血糖控制满意者的随访频率是？',
        ['每周 1 次', '每月 1 次', '每 3 个月 1 次', '每年 1 次'],
        'C',
        '国家基本公共卫生服务规范要求每年至少 4 次面对面随访，即每 3 个月 1 次。',
      ),
    ],
  },
  {
    paperId: 'EX2025004',
    title: '家庭医生签约服务规范（2025版）考核',
    intro: '共 5 题，满分 50 分，30 分及格。及格可获继续教育学分 1 分。',
    durationMinutes: 30,
    passScore: 30,
    credit: 1,
    opensDaysAgo: 20,
    closesInDays: 9,
    maxAttempts: 2,
    questions: [
      q(
        '1',
        'single',
        '家庭医生签约服务协议的服务周期一般为？',
        ['3 个月', '6 个月', '1 年', '3 年'],
        'C',
        '签约服务周期原则上为 1 年，期满后可续约或另选家庭医生。',
      ),
      q(
        '2',
        'multiple',
        '家庭医生团队通常包括？',
        ['家庭医生', '社区护士', '公共卫生医师', '医药代表'],
        'ABC',
        '团队由家庭医生、社区护士、公共卫生医师等组成，可有专科医生和健康管理师支持。',
      ),
      q(
        '3',
        'single',
        '重点签约人群不包括？',
        ['65 岁及以上老年人', '高血压、糖尿病患者', '孕产妇和 0~6 岁儿童', '20 岁健康大学生'],
        'D',
        '重点人群包括老年人、慢病患者、孕产妇、儿童、残疾人和困难群众等。',
      ),
      q(
        '4',
        'single',
        '签约居民转诊上级医院时，家庭医生应？',
        ['让居民自行挂号', '通过双向转诊渠道预约并跟踪', '不再负责该居民', '只开具病历复印件'],
        'B',
        '家庭医生通过双向转诊渠道优先预约专家号源、检查和床位，并在下转后继续管理。',
      ),
      q(
        '5',
        'single',
        '签约居民的健康档案应多久更新一次？',
        ['只在签约时建立', '每次诊疗和随访后及时更新', '每 5 年更新', '居民要求时才更新'],
        'B',
        '每次诊疗、随访和体检后都应及时更新健康档案，保证信息动态连续。',
      ),
    ],
  },
  {
    paperId: 'EX2024012',
    title: '老年人健康管理服务规范考核',
    intro: '共 5 题，满分 50 分，30 分及格。及格可获继续教育学分 1 分。',
    durationMinutes: 10,
    passScore: 30,
    credit: 1,
    opensDaysAgo: 90,
    closesInDays: -15,
    maxAttempts: 2,
    questions: [
      q(
        '1',
        'single',
        '国家基本公共卫生服务中老年人健康管理的对象是？',
        ['60 岁及以上', '65 岁及以上', '70 岁及以上', '80 岁及以上'],
        'B',
        '老年人健康管理服务的对象是辖区内 65 岁及以上常住居民。',
      ),
      q(
        '2',
        'single',
        '老年人健康管理每年提供几次健康管理服务？',
        ['1 次', '2 次', '4 次', '12 次'],
        'A',
        '每年为老年人提供 1 次健康管理服务，包括生活方式和健康状况评估、体格检查、辅助检查和健康指导。',
      ),
      q(
        '3',
        'multiple',
        '老年人年度健康体检的辅助检查包括？',
        ['血常规、尿常规', '肝功能、肾功能', '空腹血糖、血脂', '冠状动脉造影'],
        'ABC',
        '辅助检查包括血尿常规、肝肾功能、空腹血糖、血脂、心电图和腹部 B 超。',
      ),
      q(
        '4',
        'single',
        '老年人跌倒风险评估中最重要的可干预因素是？',
        ['年龄', '性别', '多重用药和肌力下降', '身高'],
        'C',
        '多重用药、肌力与平衡能力下降、居家环境是可干预的主要危险因素。',
      ),
      q(
        '5',
        'single',
        '老年人生活自理能力评估得分 0~3 分表示？',
        ['可自理', '轻度依赖', '中度依赖', '不能自理'],
        'A',
        '0~3 分可自理，4~8 分轻度依赖，9~18 分中度依赖，≥19 分不能自理。',
      ),
    ],
  },
]

export function findPaper(paperId: string): SeedPaper | undefined {
  return SEED_PAPERS.find((p) => p.paperId === paperId)
}

/** The demo doctor's past attempt: the screening paper, passed a week before the seed's `now`. */
export const SEED_EXAM_RECORD_ID = 'ER000001'
/** His attempt on the elderly-care paper, failed before its window closed. */
export const SEED_FAILED_RECORD_ID = 'ER000002'
/** His attempt on the family-doctor paper, started minutes ago and not handed in (进行中 in the exam centre). */
export const SEED_OPEN_RECORD_ID = 'ER000003'

const DAY = 86_400_000

export function seedExamRecords(now: number, doctorAccountCode: string): Record<string, MockExamRecord> {
  const startTime = now - 7 * DAY
  const failedStart = now - 32 * DAY
  const openStart = now - 4 * 60_000
  return {
    [SEED_EXAM_RECORD_ID]: {
      recordId: SEED_EXAM_RECORD_ID,
      paperId: 'EX2025002',
      accountCode: doctorAccountCode,
      startTime,
      deadline: startTime + 10 * 60_000,
      answers: { '1': 'B', '2': 'A', '3': 'AB', '4': 'B', '5': 'A' },
      submitTime: startTime + 6 * 60_000 + 40_000,
    },
    [SEED_FAILED_RECORD_ID]: {
      recordId: SEED_FAILED_RECORD_ID,
      paperId: 'EX2024012',
      accountCode: doctorAccountCode,
      startTime: failedStart,
      deadline: failedStart + 10 * 60_000,
      answers: { '1': 'A', '2': 'A', '3': 'AB', '4': 'A', '5': 'B' },
      submitTime: failedStart + 8 * 60_000 + 15_000,
    },
    [SEED_OPEN_RECORD_ID]: {
      recordId: SEED_OPEN_RECORD_ID,
      paperId: 'EX2025004',
      accountCode: doctorAccountCode,
      startTime: openStart,
      deadline: openStart + 30 * 60_000,
    },
  }
}
