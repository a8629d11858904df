import type { MockResident, MockState } from '../state'
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'
import { formatDate, formatDateTime } from './codes'
import { FAMILY_CODES } from './family'
import { DEMO_HOSPITAL_ID, seedHospitals, type SeedHospital } from './hospitals'
import { createRandom } from './prng'
import { titleOf } from './people'
import { CAPTION_FONT } from './caption-font'
import { escapeMarkup } from '../markup'
import { svgDataUri } from './svg-data'

// Special services: who has joined the malnutrition service, the residents in it with their screening, the
// hospitals residents chose for it, and the bronchoscopy uploads. Kept in the world (the app adds to each), made
// on first use from the world's residents: 陈立新 joined the service half a year ago and follows 林晓燕's mother
// 王秀兰 (whose programme had 林晓燕 screen herself, seed/questionnaires.ts) and a few of his older residents.
export const SPECIAL_SEED = 20240623

export type JoinStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED'

export interface MockJoin {
  status: Exclude<JoinStatus, 'NONE'>
  hospitalId: string
  hospitalName: string
  departmentName: string
  title: string
  submitTime: string
  reviewTime: string | null
  rejectReason: string | null
  /** Set when first approved: a member keeps managing his residents while a later application is reviewed. */
  memberSince: string | null
}

/** The NRS-2002 items the doctor fills in (schemas/api/nutrition-screening-form.schema.json). */
export interface NutritionScreening {
  height: number
  weight: number
  weightLoss: 'none' | '3m' | '2m' | '1m'
  intake: 'normal' | 'mild' | 'moderate' | 'severe'
  disease: 'none' | 'mild' | 'moderate' | 'severe'
  note: string
}

export interface MockNutritionResident {
  doctorAccountCode: string
  residentAccountCode: string
  screening: NutritionScreening
  screenTime: string
  joinTime: string
}

export interface MockBronchusFile {
  fileId: string
  name: string
  size: number
  kind: 'image' | 'file'
  /** A picture's own data: URI when small enough to keep, else a drawn preview; a file's icon. */
  url: string
}

export type BronchusStatus = 'REVIEWING' | 'REVIEWED' | 'RETURNED'

export interface MockBronchusUpload {
  uploadId: string
  doctorAccountCode: string
  patientAccountCode: string
  examDate: string
  examType: string
  notes: string
  files: MockBronchusFile[]
  status: BronchusStatus
  uploadTime: string
  reviewer: string | null
  reviewTime: string | null
  reviewOpinion: string | null
}

export interface MockSpecialServices {
  joins: Partial<Record<string, MockJoin>>
  nutritionResidents: MockNutritionResident[]
  /** residentAccountCode -> the hospital chosen for the malnutrition service. */
  hospitalChoices: Partial<Record<string, { hospitalId: string; chooseTime: string }>>
  bronchusUploads: MockBronchusUpload[]
}

const DAY = 86_400_000
const ago = (now: Date, days: number, hour = 9) => {
  const d = new Date(now.getTime() - days * DAY)
  d.setHours(hour, 20, 0, 0)
  return d
}

/** Why the platform turns an application down (the 调试 panel's 驳回待审认证). */
export const JOIN_REJECT_REASON = '执业证书照片不清晰，无法核实执业范围，请上传清晰完整的执业证书后重新提交'

export const EXAM_TYPES = ['普通支气管镜检查', '超声支气管镜（EBUS）', '支气管肺泡灌洗', '经支气管肺活检'] as const

/** A bronchoscopy view drawn as SVG: the airway's rings around a dark lumen, with its site written under it. */
export function airwayPicture(site: string, palette: number): string {
  const tint = ['#f4a7a0', '#eab0a8', '#f0b9a3', '#e79c95'][palette % 4]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#1b1414"/>` +
    `<circle cx="320" cy="230" r="200" fill="${tint}"/><circle cx="320" cy="230" r="160" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>` +
    `<circle cx="320" cy="230" r="118" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="8"/>` +
    `<ellipse cx="285" cy="235" rx="52" ry="70" fill="#3a1f1f"/><ellipse cx="365" cy="235" rx="48" ry="66" fill="#3a1f1f"/>` +
    `<text x="320" y="462" font-size="26" text-anchor="middle" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(site)}</text></svg>`
  return svgDataUri(svg)
}

/** A report file's icon: a page with its extension. */
export function fileIcon(extension: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><path d="M20 8h40l20 20v60H20z" fill="#e8eef8"/>` +
    `<path d="M60 8v20h20" fill="#c5d3ea"/><rect x="14" y="54" width="60" height="24" rx="4" fill="#1a5fd6"/>` +
    `<text x="44" y="72" font-size="16" text-anchor="middle" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(extension.toUpperCase().slice(0, 4))}</text></svg>`
  return svgDataUri(svg)
}

/** The clinic that gives the malnutrition service at a hospital, or undefined where none does. */
export function nutritionClinic(h: SeedHospital): { departmentName: string; expertCount: number; serviceTime: string } | undefined {
  if (h.type === '社区卫生服务中心')
    return { departmentName: '全科医学科（营养门诊）', expertCount: 2, serviceTime: '周二、周四 08:00-11:30' }
  if (h.type === '综合医院')
    return {
      departmentName: '临床营养科',
      expertCount: h.level.startsWith('三级') ? 6 : 3,
      serviceTime: '周一至周五 08:00-11:30，13:30-17:00',
    }
  if (h.type === '中医医院' && h.level.startsWith('三级'))
    return { departmentName: '临床营养科', expertCount: 3, serviceTime: '周一、周三、周五 08:00-11:30' }
  return undefined
}

const demoHospitalName = () => seedHospitals().find((h) => h.hospitalId === DEMO_HOSPITAL_ID)?.hospitalName ?? ''

function joins(now: Date): MockSpecialServices['joins'] {
  const approved = (days: number, title: string): MockJoin => ({
    status: 'APPROVED',
    hospitalId: DEMO_HOSPITAL_ID,
    hospitalName: demoHospitalName(),
    departmentName: '全科医学科',
    title,
    submitTime: formatDateTime(ago(now, days + 2)),
    reviewTime: formatDateTime(ago(now, days, 15)),
    rejectReason: null,
    memberSince: formatDateTime(ago(now, days, 15)),
  })
  return {
    [DEMO_DOCTOR.accountCode]: approved(186, titleOf(DEMO_DOCTOR.accountCode)),
    [OTHER_DOCTORS[0].accountCode]: approved(240, titleOf(OTHER_DOCTORS[0].accountCode)),
    [OTHER_DOCTORS[1].accountCode]: {
      ...approved(3, titleOf(OTHER_DOCTORS[1].accountCode)),
      status: 'PENDING',
      reviewTime: null,
      memberSince: null,
    },
  }
}

/** 王秀兰's screening: the NRS-2002 her daughter's answers were drawn from (3, at risk). */
const MOTHER_SCREENING: NutritionScreening = {
  height: 156,
  weight: 45.5,
  weightLoss: '2m',
  intake: 'mild',
  disease: 'mild',
  note: '近两个月食欲差，体重下降约 3 公斤，伴轻度乏力',
}

function nutritionResidents(residents: readonly MockResident[], now: Date): MockNutritionResident[] {
  const random = createRandom(SPECIAL_SEED)
  const older = residents
    .filter((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.ageUnit === '岁' && r.residentAge >= 68)
    .slice(0, 11)
  const drawn = older.map((r, i): MockNutritionResident => {
    const height = r.residentGender === '1' ? random.int(160, 176) : random.int(148, 162)
    const bmi = 17.5 + random.next() * 7
    return {
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      residentAccountCode: r.residentAccountCode,
      screening: {
        height,
        weight: Math.round(bmi * (height / 100) ** 2 * 10) / 10,
        weightLoss: random.pick(['none', 'none', '3m', '2m', '1m'] as const),
        intake: random.pick(['normal', 'normal', 'mild', 'moderate'] as const),
        disease: random.pick(['none', 'mild', 'mild', 'moderate'] as const),
        note: '',
      },
      screenTime: formatDateTime(ago(now, 30 + i * 11, 10)),
      joinTime: formatDateTime(ago(now, 32 + i * 11, 10)),
    }
  })
  const mother: MockNutritionResident = {
    doctorAccountCode: DEMO_DOCTOR.accountCode,
    residentAccountCode: FAMILY_CODES.mother,
    screening: MOTHER_SCREENING,
    screenTime: formatDateTime(ago(now, 22, 10)),
    joinTime: formatDateTime(ago(now, 23, 16)),
  }
  return [mother, ...drawn]
}

const REVIEWERS = ['呼吸与危重症医学科 郑文杰 主任医师', '呼吸内镜中心 许慧敏 副主任医师']

function bronchusUploads(residents: readonly MockResident[], now: Date): MockBronchusUpload[] {
  const patients = residents
    .filter((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.ageUnit === '岁' && r.residentAge >= 50 && r.residentAge < 80)
    .slice(0, 3)
  const views = (id: string, sites: string[]) =>
    sites.map((site, i): MockBronchusFile => ({
      fileId: `${id}F${i + 1}`,
      name: `${site}.jpg`,
      size: 412_000 + i * 23_117,
      kind: 'image',
      url: airwayPicture(site, i),
    }))
  const report = (id: string, n: number): MockBronchusFile => ({
    fileId: `${id}F${n}`,
    name: '支气管镜检查报告.pdf',
    size: 286_720,
    kind: 'file',
    url: fileIcon('pdf'),
  })
  const made: Array<Omit<MockBronchusUpload, 'patientAccountCode'>> = [
    {
      uploadId: 'BU000003',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      examDate: formatDate(ago(now, 2)),
      examType: EXAM_TYPES[0],
      notes: '慢性咳嗽 3 个月，胸部 CT 示右肺中叶支气管壁增厚，请专家协助判读镜下所见。',
      files: views('BU000003', ['气管隆突', '右中叶开口']),
      status: 'REVIEWING',
      uploadTime: formatDateTime(ago(now, 1, 16)),
      reviewer: null,
      reviewTime: null,
      reviewOpinion: null,
    },
    {
      uploadId: 'BU000002',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      examDate: formatDate(ago(now, 12)),
      examType: EXAM_TYPES[2],
      notes: '反复咯少量血丝痰，灌洗液已送检。',
      files: [...views('BU000002', ['左主支气管']), report('BU000002', 2)],
      status: 'RETURNED',
      uploadTime: formatDateTime(ago(now, 11, 14)),
      reviewer: REVIEWERS[1],
      reviewTime: formatDateTime(ago(now, 10, 11)),
      reviewOpinion: '图像对焦不清，左上叶开口显示不全，请补充上传清晰的左上叶及舌段图像后重新提交。',
    },
    {
      uploadId: 'BU000001',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      examDate: formatDate(ago(now, 30)),
      examType: EXAM_TYPES[0],
      notes: '体检发现右下肺结节，随访复查。',
      files: [...views('BU000001', ['气管中段', '右主支气管', '右下叶基底段']), report('BU000001', 4)],
      status: 'REVIEWED',
      uploadTime: formatDateTime(ago(now, 29, 15)),
      reviewer: REVIEWERS[0],
      reviewTime: formatDateTime(ago(now, 27, 10)),
      reviewOpinion:
        '气管及双侧主支气管通畅，黏膜光滑，右下叶基底段未见新生物及狭窄。结合 CT，考虑良性结节可能大，建议 6 个月后复查胸部低剂量 CT。',
    },
  ]
  return made.map((u, i) => ({ ...u, patientAccountCode: patients.at(i)?.residentAccountCode ?? FAMILY_CODES.father }))
}

/** 王秀兰 sees the nutrition clinic of Hangzhou's first people's hospital. */
function mothersHospital(now: Date): MockSpecialServices['hospitalChoices'] {
  const hospital = seedHospitals().find((h) => h.cityCode === '330100' && h.type === '综合医院')
  return hospital ? { [FAMILY_CODES.mother]: { hospitalId: hospital.hospitalId, chooseTime: formatDateTime(ago(now, 20, 11)) } } : {}
}

export function seedSpecialServices(state: Pick<MockState, 'residents'>, now: Date): MockSpecialServices {
  return {
    joins: joins(now),
    nutritionResidents: nutritionResidents(state.residents, now),
    hospitalChoices: mothersHospital(now),
    bronchusUploads: bronchusUploads(state.residents, now),
  }
}
