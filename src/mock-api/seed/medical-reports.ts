// 林晓燕's annual examinations (历次体检报告) at 陈立新's centre, oldest to newest: her blood pressure, glucose and
// lipids creep up year by year, as her portrait (blood pressure at the upper end of normal) and her consultation
// about 空腹血糖 6.0 and 甘油三酯 1.9 (seed/health-consultations.ts, HC000103) tell. Height and weight come from her
// portrait (handlers/medical-reports.ts), so her BMI is the portrait's.

export interface MedicalIndicator {
  /** The indicator's record code: /health/medical-report/indicator-record/{recordCode}. */
  recordCode: string
  name: string
  group: string
  unit: string
  low: number
  high: number
  /** Digits after the point. */
  digits: number
  /** One value per examination, oldest first (BMI, height and weight are derived, so they have none). */
  values: readonly number[]
}

export const EXAM_COUNT = 5
export const EXAM_HOSPITAL = '杭州市西湖区翠苑街道社区卫生服务中心'
/** Newest first: MR000005 is the latest examination. */
export const reportIdOf = (index: number) => `MR${String(index + 1).padStart(6, '0')}`

export const MEDICAL_INDICATORS: readonly MedicalIndicator[] = [
  { recordCode: 'SBP', name: '收缩压', group: '一般检查', unit: 'mmHg', low: 90, high: 139, digits: 0, values: [118, 122, 126, 130, 136] },
  { recordCode: 'DBP', name: '舒张压', group: '一般检查', unit: 'mmHg', low: 60, high: 89, digits: 0, values: [76, 78, 80, 83, 86] },
  { recordCode: 'HR', name: '心率', group: '一般检查', unit: '次/分', low: 60, high: 100, digits: 0, values: [72, 70, 74, 76, 75] },
  { recordCode: 'HGB', name: '血红蛋白', group: '血常规', unit: 'g/L', low: 115, high: 150, digits: 0, values: [128, 126, 125, 124, 122] },
  {
    recordCode: 'WBC',
    name: '白细胞计数',
    group: '血常规',
    unit: '×10⁹/L',
    low: 3.5,
    high: 9.5,
    digits: 1,
    values: [5.6, 6.1, 5.8, 6.3, 6.0],
  },
  {
    recordCode: 'FPG',
    name: '空腹血糖',
    group: '生化检查',
    unit: 'mmol/L',
    low: 3.9,
    high: 6.1,
    digits: 1,
    values: [5.2, 5.4, 5.6, 5.8, 6.0],
  },
  {
    recordCode: 'TG',
    name: '甘油三酯',
    group: '生化检查',
    unit: 'mmol/L',
    low: 0.45,
    high: 1.7,
    digits: 2,
    values: [1.21, 1.38, 1.52, 1.78, 1.92],
  },
  {
    recordCode: 'TC',
    name: '总胆固醇',
    group: '生化检查',
    unit: 'mmol/L',
    low: 2.8,
    high: 5.2,
    digits: 2,
    values: [4.62, 4.81, 4.95, 5.08, 5.31],
  },
  {
    recordCode: 'LDL',
    name: '低密度脂蛋白胆固醇',
    group: '生化检查',
    unit: 'mmol/L',
    low: 0,
    high: 3.4,
    digits: 2,
    values: [2.76, 2.98, 3.12, 3.3, 3.52],
  },
  {
    recordCode: 'HDL',
    name: '高密度脂蛋白胆固醇',
    group: '生化检查',
    unit: 'mmol/L',
    low: 1.04,
    high: 2.2,
    digits: 2,
    values: [1.52, 1.46, 1.41, 1.36, 1.31],
  },
  { recordCode: 'ALT', name: '谷丙转氨酶', group: '生化检查', unit: 'U/L', low: 7, high: 40, digits: 0, values: [18, 20, 22, 24, 27] },
  { recordCode: 'CR', name: '肌酐', group: '生化检查', unit: 'μmol/L', low: 41, high: 73, digits: 0, values: [58, 60, 59, 62, 63] },
  { recordCode: 'UA', name: '尿酸', group: '生化检查', unit: 'μmol/L', low: 155, high: 357, digits: 0, values: [310, 318, 331, 342, 352] },
]

/** The doctor's summary of each examination, oldest first. */
export const EXAM_SUMMARIES: readonly string[] = [
  '本次体检各项指标均在正常范围内，请保持健康生活方式，每年体检一次。',
  '本次体检各项指标均在正常范围内，血脂较去年略有上升，注意清淡饮食。',
  '本次体检各项指标均在正常范围内，血压、血糖处于正常偏高水平，建议增加运动。',
  '甘油三酯轻度升高，血压、空腹血糖接近正常上限。建议低脂低糖饮食，每周运动 150 分钟以上，半年后复查血脂。',
  '甘油三酯、总胆固醇、低密度脂蛋白胆固醇升高，血压处于正常高值，空腹血糖接近正常上限。建议控制饮食总热量、减少油脂和精制糖摄入，每周中等强度运动 150 分钟以上，3 个月后复查血脂、空腹血糖和糖化血红蛋白，家庭监测血压。',
]
