// Who the seed's doctors are, once: each doctor's title, hospital and department. Every module
// that names a doctor with a title (the feed, the homepages, the hospital, courses, meetings, orders, special
// services) reads it here, so one person has one title everywhere (people.test.ts checks the whole seed).
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'

/** 陈立新's community health centre (翠苑家庭医生团队), where the demo resident's household is signed. */
export const DEMO_CENTRE = '杭州市西湖区翠苑街道社区卫生服务中心'
export const DEMO_DEPARTMENT = '全科医学科'

/** Professional titles by account code. */
const TITLES: Record<string, string> = {
  [DEMO_DOCTOR.accountCode]: '主治医师',
  [OTHER_DOCTORS[0].accountCode]: '主任医师',
  [OTHER_DOCTORS[1].accountCode]: '副主任医师',
  [OTHER_DOCTORS[2].accountCode]: '主治医师',
  [OTHER_DOCTORS[3].accountCode]: '全科医师',
}

/** Where each works, by account code: the demo doctor at his centre, his colleagues at their hospitals. */
const HOSPITALS: Record<string, string> = {
  [DEMO_DOCTOR.accountCode]: DEMO_CENTRE,
  [OTHER_DOCTORS[0].accountCode]: '浙江大学医学院附属第一医院',
  [OTHER_DOCTORS[1].accountCode]: '杭州市第一人民医院',
  [OTHER_DOCTORS[2].accountCode]: '浙江省人民医院',
  [OTHER_DOCTORS[3].accountCode]: '浙江省肿瘤医院',
}

/** The department each works in, by account code. */
const DEPARTMENTS: Record<string, string> = {
  [DEMO_DOCTOR.accountCode]: DEMO_DEPARTMENT,
  [OTHER_DOCTORS[0].accountCode]: '心血管内科',
  [OTHER_DOCTORS[1].accountCode]: '呼吸内科',
  [OTHER_DOCTORS[2].accountCode]: '消化内科',
  [OTHER_DOCTORS[3].accountCode]: '肿瘤预防科',
}

const DOCTORS = [DEMO_DOCTOR, ...OTHER_DOCTORS]

/** A seed doctor's hospital, by name or account code. */
export function hospitalOf(nameOrCode: string): string {
  const doctor = DOCTORS.find((d) => d.name === nameOrCode || d.accountCode === nameOrCode)
  return (doctor && HOSPITALS[doctor.accountCode]) ?? ''
}

/** A seed doctor's department, by name or account code. */
export function departmentOf(nameOrCode: string): string {
  const doctor = DOCTORS.find((d) => d.name === nameOrCode || d.accountCode === nameOrCode)
  return (doctor && DEPARTMENTS[doctor.accountCode]) ?? ''
}

/** A seed doctor's title, by name or account code; 医师 for someone the seed does not know. */
export function titleOf(nameOrCode: string): string {
  const doctor = DOCTORS.find((d) => d.name === nameOrCode || d.accountCode === nameOrCode)
  return (doctor && TITLES[doctor.accountCode]) ?? '医师'
}

/** "陈立新 主治医师", as a byline or a lecturer's line. */
export function byline(name: string): string {
  return `${name} ${titleOf(name)}`
}

/** Where each seed doctor works, by name, for the consistency test. */
export function seedDoctorPlaces(): Record<string, { hospital: string; department: string }> {
  return Object.fromEntries(DOCTORS.map((d) => [d.name, { hospital: hospitalOf(d.accountCode), department: departmentOf(d.accountCode) }]))
}

/** The seed's doctors' names with their titles, for the consistency test. */
export function seedDoctorTitles(): Record<string, string> {
  return Object.fromEntries(DOCTORS.map((d) => [d.name, titleOf(d.accountCode)]))
}
