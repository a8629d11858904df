// Difficult-case consultations (疑难病会诊): a doctor asks experts about a case of the library, a resident asks
// for a second opinion on a diagnosis. The seed's are answered or under way; new ones wait for triage.
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'

export interface SeedConsultation {
  consultId: string
  askerAccountCode: string
  /** doctor: a doctor's case consultation; resident: a resident's second opinion. */
  kind: 'doctor' | 'resident'
  title: string
  disease: string
  description: string
  caseId?: string
  daysAgo: number
  status: '待分诊' | '专家会诊中' | '已回复'
  expertName?: string
  expertTitle?: string
  reply?: string
}

export const SEED_CONSULTATIONS: readonly SeedConsultation[] = [
  {
    consultId: 'DC000101',
    askerAccountCode: DEMO_DOCTOR.accountCode,
    kind: 'doctor',
    caseId: '1',
    title: '老年高血压合并慢性肾病，加用 ARB 后血肌酐上升 22% 是否需要停药？',
    disease: '高血压合并慢性肾病',
    description: '72 岁男性，加用缬沙坦 80 mg 2 周后血肌酐由 142 升至 173 μmol/L，血钾 5.1 mmol/L，血压 134/82 mmHg。',
    daysAgo: 3,
    status: '已回复',
    expertName: OTHER_DOCTORS[0].name,
    expertTitle: '主任医师 · 浙江大学医学院附属第一医院 心血管内科',
    reply:
      '血肌酐升高未超过 30%，血钾低于 5.5 mmol/L，可继续使用缬沙坦，避免合用保钾利尿剂和非甾体抗炎药，1~2 周后复查血肌酐和血钾；若升高超过 30% 或血钾 ≥5.5 mmol/L 再减量或停药，并转诊肾内科。',
  },
  {
    consultId: 'DC000102',
    askerAccountCode: DEMO_DOCTOR.accountCode,
    kind: 'doctor',
    caseId: '2',
    title: '8 mm 纯磨玻璃结节，患者焦虑要求手术，如何沟通？',
    disease: '肺结节',
    description: '56 岁女性，母亲肺癌病史，3 个月复查结节无变化，患者多次要求手术切除。',
    daysAgo: 1,
    status: '专家会诊中',
    expertName: OTHER_DOCTORS[1].name,
    expertTitle: '副主任医师 · 杭州市第一人民医院 呼吸内科',
  },
  {
    consultId: 'DC000201',
    askerAccountCode: DEMO_RESIDENT.accountCode,
    kind: 'resident',
    title: '父亲胃镜提示高级别上皮内瘤变，是否一定要做 ESD？',
    disease: '胃黏膜高级别上皮内瘤变',
    description: '父亲 64 岁，胃镜活检病理为高级别上皮内瘤变，当地医院建议内镜下切除，想听听专家意见。',
    daysAgo: 5,
    status: '已回复',
    expertName: OTHER_DOCTORS[2].name,
    expertTitle: '主治医师 · 浙江省人民医院 消化内科',
    reply:
      '高级别上皮内瘤变属于癌前病变，部分已是早期癌，内镜黏膜下剥离术（ESD）创伤小、可完整切除并明确病理，建议尽早在有经验的中心进行；术后同时根除幽门螺杆菌，6 个月复查胃镜。',
  },
]
