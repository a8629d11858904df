// What a doctor's homepage (/user/homepage/{accountCode}) shows beside his content: title, hospital,
// department, introduction, and who follows whom at the start (residents of the seed follow their doctors).
import type { MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { DEMO_CENTRE, DEMO_DEPARTMENT, departmentOf, hospitalOf, titleOf } from './people'

export interface DoctorProfile {
  title: string
  hospitalName: string
  department: string
  intro: string
  goodAt: string
}

export const DOCTOR_PROFILES: Record<string, DoctorProfile> = {
  [DEMO_DOCTOR.accountCode]: {
    title: titleOf(DEMO_DOCTOR.accountCode),
    hospitalName: DEMO_CENTRE,
    department: DEMO_DEPARTMENT,
    intro: '从事社区全科工作 18 年，家庭医生团队负责人，签约居民 1200 余人，浙江省基层慢病管理优秀家庭医生。',
    goodAt: '高血压、糖尿病等慢病的长期管理，多癌种早筛风险评估，老年人综合评估。',
  },
  [OTHER_DOCTORS[0].accountCode]: {
    title: titleOf(OTHER_DOCTORS[0].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[0].accountCode),
    department: departmentOf(OTHER_DOCTORS[0].accountCode),
    intro: '心血管内科主任医师，硕士生导师，从事高血压与冠心病诊治 25 年。',
    goodAt: '难治性高血压、继发性高血压的诊治。',
  },
  [OTHER_DOCTORS[1].accountCode]: {
    title: titleOf(OTHER_DOCTORS[1].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[1].accountCode),
    department: departmentOf(OTHER_DOCTORS[1].accountCode),
    intro: '呼吸内科副主任医师，长期开展肺结节随访门诊。',
    goodAt: '肺结节、慢阻肺、哮喘的诊治与肺康复。',
  },
  [OTHER_DOCTORS[2].accountCode]: {
    title: titleOf(OTHER_DOCTORS[2].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[2].accountCode),
    department: departmentOf(OTHER_DOCTORS[2].accountCode),
    intro: '消化内科主治医师，擅长消化内镜诊疗。',
    goodAt: '早期胃癌、结直肠息肉的内镜诊治。',
  },
  [OTHER_DOCTORS[3].accountCode]: {
    title: titleOf(OTHER_DOCTORS[3].accountCode),
    hospitalName: hospitalOf(OTHER_DOCTORS[3].accountCode),
    department: departmentOf(OTHER_DOCTORS[3].accountCode),
    intro: '肿瘤预防科医师，参与省多癌种早筛项目。',
    goodAt: '肿瘤风险评估与筛查方案制定。',
  },
}

/**
 * The follow graph at the start: the demo resident follows the demo doctor and one colleague, the demo doctor
 * follows his colleagues, and each doctor has residents of the seed as fans.
 */
export function seedFollows(state: MockState): Record<string, string[]> {
  const follows: Record<string, string[]> = {
    [DEMO_RESIDENT.accountCode]: [DEMO_DOCTOR.accountCode, OTHER_DOCTORS[1].accountCode],
    [DEMO_DOCTOR.accountCode]: OTHER_DOCTORS.slice(0, 3).map((d) => d.accountCode),
  }
  const doctors = [DEMO_DOCTOR, ...OTHER_DOCTORS]
  state.residents.slice(0, 60).forEach((resident, i) => {
    const doctor = doctors[i % doctors.length]
    follows[resident.residentAccountCode] = [doctor.accountCode]
  })
  return follows
}
