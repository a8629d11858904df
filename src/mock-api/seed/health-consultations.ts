// Health consultations (健康咨询): a resident asks a doctor of the seeded hospitals by picture-and-text, phone or
// video, and pays the doctor's price. 林晓燕's consultations match her portrait (blood pressure at the upper end of
// normal) and her family (her mother's sleep); new ones wait for the doctor (待接诊).
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { paletteDataUri } from './pictures'
import { departmentOf, hospitalOf, titleOf } from './people'

export interface HealthServiceType {
  serviceType: 'TEXT' | 'PHONE' | 'VIDEO'
  name: string
  /** The lowest price, in yuan: a 医师's; higher titles add to it. */
  price: number
  description: string
}

export const HEALTH_SERVICE_TYPES: readonly HealthServiceType[] = [
  { serviceType: 'TEXT', name: '图文咨询', price: 19.9, description: '文字、图片描述病情，医生 24 小时内回复' },
  { serviceType: 'PHONE', name: '电话咨询', price: 39, description: '预约 15 分钟通话，医生电话回拨' },
  { serviceType: 'VIDEO', name: '视频问诊', price: 59, description: '与医生视频面对面交流 15 分钟' },
]

/** What a doctor's title adds to the service's price, in yuan. */
export const TITLE_SURCHARGE: Readonly<Record<string, number>> = { 主任医师: 30, 副主任医师: 20, 主治医师: 10, 医师: 0 }

export interface SeedHealthConsultation {
  code: string
  askerAccountCode: string
  serviceType: HealthServiceType['serviceType']
  doctorCode: string
  doctorName: string
  doctorTitle: string
  hospitalName: string
  departmentName: string
  price: number
  question: string
  pictures: string[]
  daysAgo: number
  status: '待支付' | '待接诊' | '咨询中' | '已回复'
  reply?: string
  /** The order paying for one asked in the app. */
  orderCode?: string
}

export const SEED_HEALTH_CONSULTATIONS: readonly SeedHealthConsultation[] = [
  {
    code: 'HC000101',
    askerAccountCode: DEMO_RESIDENT.accountCode,
    serviceType: 'TEXT',
    doctorCode: DEMO_DOCTOR.accountCode,
    doctorName: DEMO_DOCTOR.name,
    doctorTitle: titleOf(DEMO_DOCTOR.accountCode),
    hospitalName: hospitalOf(DEMO_DOCTOR.accountCode),
    departmentName: departmentOf(DEMO_DOCTOR.accountCode),
    price: 29.9,
    question: '最近一周早上在家量血压在 132~138/84~88 mmHg 之间，下午会低一些，需要开始吃降压药吗？平时偶尔头胀。',
    pictures: [paletteDataUri(3, 600, 400, '家庭血压记录', '7 天早晚测量')],
    daysAgo: 2,
    status: '已回复',
    reply:
      '您的血压处于正常高值（130~139/85~89 mmHg），暂不需要服药。建议每天食盐不超过 5 克、每周至少 150 分钟中等强度运动、保证睡眠，继续早晚各测一次并记录，1 个月后带记录来社区复诊；如多次超过 140/90 mmHg 或头胀加重请及时就诊。',
  },
  {
    code: 'HC000102',
    askerAccountCode: DEMO_RESIDENT.accountCode,
    serviceType: 'PHONE',
    doctorCode: OTHER_DOCTORS[1].accountCode,
    doctorName: OTHER_DOCTORS[1].name,
    doctorTitle: titleOf(OTHER_DOCTORS[1].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[1].accountCode),
    departmentName: departmentOf(OTHER_DOCTORS[1].accountCode),
    price: 59,
    question: '母亲 62 岁，近两个月入睡困难，夜里醒 2~3 次，白天没精神，想咨询是否需要用药。',
    pictures: [],
    daysAgo: 0,
    status: '咨询中',
  },
  {
    code: 'HC000103',
    askerAccountCode: DEMO_RESIDENT.accountCode,
    serviceType: 'TEXT',
    doctorCode: OTHER_DOCTORS[0].accountCode,
    doctorName: OTHER_DOCTORS[0].name,
    doctorTitle: titleOf(OTHER_DOCTORS[0].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[0].accountCode),
    departmentName: departmentOf(OTHER_DOCTORS[0].accountCode),
    price: 49.9,
    question: '体检报告提示空腹血糖 6.0 mmol/L、甘油三酯 1.9 mmol/L，需要注意什么？',
    pictures: [paletteDataUri(5, 600, 800, '体检报告', '生化检查')],
    daysAgo: 20,
    status: '已回复',
    reply:
      '空腹血糖 6.0 mmol/L 在正常上限附近，甘油三酯轻度升高，目前以生活方式调整为主：少吃精米白面和甜食、戒酒、控制油脂，增加蔬菜和粗粮，每周运动 5 次以上。3 个月后复查空腹血糖、糖化血红蛋白和血脂。',
  },
]
