// The internet hospital (互联网医院): four services, the formulary a doctor prescribes from, the pharmacist who
// reviews prescriptions, and the records the world starts with. 林晓燕 had an online visit with 周海涛 for acid
// reflux (an approved prescription she may renew). Of 陈立新's signed residents, two wait for him (one already in
// the chat) and one he prescribed for three days ago (the pharmacist refused 60 days, passed 28). 陈立新 is a
// patient too: he asked 赵德明 about his lipids and has a statin he may renew.
import type { MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { departmentOf, hospitalOf, titleOf } from './people'
import { paletteDataUri } from './pictures'

export type IhServiceType = 'TEXT' | 'EXPERT' | 'RENEWAL' | 'PSYCHO'

export interface IhService {
  serviceType: IhServiceType
  name: string
  /** The lowest price in yuan (a 主治医师's); higher titles add to it (TITLE_SURCHARGE of the health consultations). */
  price: number
  description: string
  /** Who takes it: any title, or only these titles / departments. */
  titles?: readonly string[]
  departments?: readonly string[]
}

export const IH_SERVICES: readonly IhService[] = [
  { serviceType: 'TEXT', name: '图文问诊', price: 19.9, description: '文字、图片描述病情，医生 24 小时内接诊' },
  {
    serviceType: 'EXPERT',
    name: '专家会诊',
    price: 199,
    description: '副主任及以上专家阅片会诊，给出诊疗意见',
    titles: ['主任医师', '副主任医师'],
  },
  { serviceType: 'RENEWAL', name: '复诊续方', price: 9.9, description: '慢病复诊，医生续开处方，药师审核' },
  {
    serviceType: 'PSYCHO',
    name: '心理咨询',
    price: 99,
    description: '失眠、焦虑、情绪困扰，专科医生一对一倾听',
    departments: ['神经内科', '全科医学科'],
  },
]

export type IhStatus = 'UNPAID' | 'WAITING' | 'ONGOING' | 'DONE' | 'CANCELLED'
export type RxStatus = 'REVIEWING' | 'APPROVED' | 'REJECTED' | 'TAKEN'

interface DoctorSide {
  doctorCode: string
  doctorName: string
  doctorTitle: string
  hospitalName: string
  departmentName: string
}

/** A consultation: who asks whom for which service, at what price, and where it stands. */
export interface MockIhConsultation extends DoctorSide {
  code: string
  askerAccountCode: string
  patientName: string
  serviceType: IhServiceType
  price: number
  description: string
  pictures: string[]
  /** The payment order (empty for the seed's, paid before the world began). */
  orderCode: string
  status: IhStatus
  createTime: number
  /** The chat the doctor opened when accepting. */
  chatCode?: string
  /** The prescription a 复诊续方 renews. */
  renewOf?: string
}

export interface MockDrugLine {
  drugName: string
  spec: string
  dose: string
  frequency: string
  days: number
}

/** A prescription a doctor wrote in a consultation; the pharmacist reviews it at reviewAt. */
export interface MockPrescription extends DoctorSide {
  code: string
  consultationCode: string
  patientAccountCode: string
  patientName: string
  diagnosis: string
  drugs: MockDrugLine[]
  status: RxStatus
  createTime: number
  reviewAt: number
  reviewer: string
  rejectReason?: string
  takeTime?: number
}

export interface MockIhState {
  consultations: MockIhConsultation[]
  prescriptions: MockPrescription[]
}

/** Status codes and the names the resident and the doctor read. */
export const IH_STATUS = { UNPAID: '待支付', WAITING: '待接诊', ONGOING: '进行中', DONE: '已完成', CANCELLED: '已取消' } as const
export const RX_STATUS = { REVIEWING: '待审核', APPROVED: '已通过', REJECTED: '已驳回', TAKEN: '已取药' } as const

/** What the internet hospital's pharmacy stocks: a prescription names one of these. */
export const FORMULARY = [
  { drugName: '苯磺酸氨氯地平片', spec: '5mg×28片' },
  { drugName: '缬沙坦胶囊', spec: '80mg×28粒' },
  { drugName: '盐酸二甲双胍缓释片', spec: '0.5g×30片' },
  { drugName: '阿托伐他汀钙片', spec: '20mg×14片' },
  { drugName: '奥美拉唑肠溶胶囊', spec: '20mg×14粒' },
  { drugName: '右佐匹克隆片', spec: '3mg×6片' },
  { drugName: '布地奈德福莫特罗吸入粉雾剂', spec: '160μg/4.5μg×60吸' },
] as const

/** The pharmacist who reviews every prescription, and how long a review takes. */
export const PHARMACIST = '何文静 主管药师'
export const REVIEW_MS = 1500
/** The longest a prescription may cover (长期处方 of a chronic disease). */
export const MAX_DAYS = 30

const DAY = 86_400_000

function doctorSide(accountCode: string): DoctorSide {
  const name = [DEMO_DOCTOR, ...OTHER_DOCTORS].find((d) => d.accountCode === accountCode)?.name ?? ''
  return {
    doctorCode: accountCode,
    doctorName: name,
    doctorTitle: titleOf(accountCode),
    hospitalName: hospitalOf(accountCode),
    departmentName: departmentOf(accountCode),
  }
}

export function seedInternetHospital(state: MockState, now: Date): MockIhState {
  const at = (days: number) => now.getTime() - days * DAY
  const signed = state.residents.filter(
    (r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.residentAccountCode !== DEMO_RESIDENT.accountCode,
  )
  const consultation = (c: Omit<MockIhConsultation, 'pictures' | 'orderCode'> & Partial<MockIhConsultation>): MockIhConsultation => ({
    pictures: [],
    orderCode: '',
    ...c,
  })
  const consultations: MockIhConsultation[] = [
    consultation({
      code: 'IH000199',
      askerAccountCode: signed[2]?.residentAccountCode ?? '',
      patientName: signed[2]?.residentName ?? '',
      serviceType: 'RENEWAL',
      ...doctorSide(DEMO_DOCTOR.accountCode),
      price: 19.9,
      description: '高血压三年，一直吃缬沙坦，血压控制在 125/80 左右，想续开两个月的药。',
      status: 'DONE',
      createTime: at(3),
    }),
    consultation({
      code: 'IH000200',
      askerAccountCode: DEMO_DOCTOR.accountCode,
      patientName: DEMO_DOCTOR.name,
      serviceType: 'TEXT',
      ...doctorSide(OTHER_DOCTORS[0].accountCode),
      price: 49.9,
      description: '体检低密度脂蛋白 4.1 mmol/L，甘油三酯 2.0 mmol/L，平时饮食清淡，需要吃降脂药吗？',
      status: 'DONE',
      createTime: at(90),
    }),
    consultation({
      code: 'IH000201',
      askerAccountCode: DEMO_RESIDENT.accountCode,
      patientName: DEMO_RESIDENT.name,
      serviceType: 'TEXT',
      ...doctorSide(OTHER_DOCTORS[2].accountCode),
      price: 29.9,
      description: '最近两周饭后反酸、烧心，晚上躺下更明显，偶尔嗳气，没有黑便。',
      pictures: [paletteDataUri(6, 600, 400, '饮食记录', '近两周')],
      status: 'DONE',
      createTime: at(12),
    }),
    consultation({
      code: 'IH000202',
      askerAccountCode: signed[0]?.residentAccountCode ?? '',
      patientName: signed[0]?.residentName ?? '',
      serviceType: 'RENEWAL',
      ...doctorSide(DEMO_DOCTOR.accountCode),
      price: 19.9,
      description: '降压药苯磺酸氨氯地平片还剩 3 天的量，血压最近一周 128~135/80~85 mmHg，想续开一个月。',
      status: 'WAITING',
      createTime: at(0.05),
    }),
    consultation({
      code: 'IH000203',
      askerAccountCode: signed[1]?.residentAccountCode ?? '',
      patientName: signed[1]?.residentName ?? '',
      serviceType: 'TEXT',
      ...doctorSide(DEMO_DOCTOR.accountCode),
      price: 29.9,
      description: '空腹血糖这几天在 7.2 左右，二甲双胍一直在吃，需要调整吗？',
      status: 'ONGOING',
      createTime: at(0.3),
    }),
    consultation({
      code: 'IH000204',
      askerAccountCode: DEMO_DOCTOR.accountCode,
      patientName: DEMO_DOCTOR.name,
      serviceType: 'EXPERT',
      ...doctorSide(OTHER_DOCTORS[0].accountCode),
      price: 229,
      description: '体检低密度脂蛋白 4.1 mmol/L，已服阿托伐他汀 3 个月，复查 2.9，想请专家看是否需要加量。',
      status: 'WAITING',
      createTime: at(1),
    }),
  ]
  const prescription = (p: MockPrescription): MockPrescription => p
  const prescriptions = [
    // 陈立新 first asked for two months; the pharmacist refused it, and the month he wrote then passed.
    prescription({
      code: 'RX000298',
      consultationCode: 'IH000199',
      ...doctorSide(DEMO_DOCTOR.accountCode),
      patientAccountCode: signed[2]?.residentAccountCode ?? '',
      patientName: signed[2]?.residentName ?? '',
      diagnosis: '原发性高血压',
      drugs: [{ drugName: '缬沙坦胶囊', spec: '80mg×28粒', dose: '80mg', frequency: '每日一次', days: 60 }],
      status: 'REJECTED',
      createTime: at(3) + 1_800_000,
      reviewAt: at(3) + 1_900_000,
      reviewer: PHARMACIST,
      rejectReason: `缬沙坦胶囊用药天数 60 天，超过单张处方 ${MAX_DAYS} 天的上限，请分次开具`,
    }),
    prescription({
      code: 'RX000299',
      consultationCode: 'IH000199',
      ...doctorSide(DEMO_DOCTOR.accountCode),
      patientAccountCode: signed[2]?.residentAccountCode ?? '',
      patientName: signed[2]?.residentName ?? '',
      diagnosis: '原发性高血压',
      drugs: [{ drugName: '缬沙坦胶囊', spec: '80mg×28粒', dose: '80mg', frequency: '每日一次', days: 28 }],
      status: 'TAKEN',
      createTime: at(3) + 2_400_000,
      reviewAt: at(3) + 2_500_000,
      reviewer: PHARMACIST,
      takeTime: at(2),
    }),
    prescription({
      code: 'RX000301',
      consultationCode: 'IH000201',
      ...doctorSide(OTHER_DOCTORS[2].accountCode),
      patientAccountCode: DEMO_RESIDENT.accountCode,
      patientName: DEMO_RESIDENT.name,
      diagnosis: '胃食管反流病',
      drugs: [{ drugName: '奥美拉唑肠溶胶囊', spec: '20mg×14粒', dose: '20mg', frequency: '每日一次（早餐前）', days: 14 }],
      status: 'APPROVED',
      createTime: at(12) + 3_600_000,
      reviewAt: at(12) + 3_700_000,
      reviewer: PHARMACIST,
    }),
    prescription({
      code: 'RX000302',
      consultationCode: 'IH000200',
      ...doctorSide(OTHER_DOCTORS[0].accountCode),
      patientAccountCode: DEMO_DOCTOR.accountCode,
      patientName: DEMO_DOCTOR.name,
      diagnosis: '高脂血症',
      drugs: [{ drugName: '阿托伐他汀钙片', spec: '20mg×14片', dose: '20mg', frequency: '每晚一次', days: 28 }],
      status: 'APPROVED',
      createTime: at(90),
      reviewAt: at(90) + 600_000,
      reviewer: PHARMACIST,
    }),
  ]
  return { consultations, prescriptions }
}
