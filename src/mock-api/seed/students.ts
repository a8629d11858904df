// School health (/health/student/*): the pupils of the primary school in 林晓燕's community, screened this term by
// the community health centre, and the label groups the screening put them in. Read-only, from its own PRNG, so
// it never shifts the residents' sequence. Her son 张子轩 is one of the pupils.
import { FAMILY_CODES } from './family'
import { femaleGiven, maleGiven, surnames } from './names'
import { createRandom } from './prng'

export const STUDENT_SEED = 20240901
export const SCHOOL_NAME = '杭州市翠苑第一小学'

export interface SeedStudent {
  studentCode: string
  name: string
  gender: '1' | '2'
  grade: number
  classNo: number
  /** The resident this pupil is in the world, where there is one (林晓燕's son). */
  residentAccountCode?: string
  vision: number
  bmi: number
  labels: string[]
}

export const LABEL_GROUPS = [
  {
    groupCode: 'MYOPIA',
    name: '视力不良',
    level: 'warning',
    description: '裸眼视力低于5.0（标准对数视力表）',
    advice: '每天户外活动2小时，读写坚持“一尺一拳一寸”，到眼科医院散瞳验光。',
  },
  {
    groupCode: 'OBESITY',
    name: '超重与肥胖',
    level: 'warning',
    description: 'BMI 高于同龄同性别超重界值',
    advice: '少喝含糖饮料，每天中等强度运动1小时，三餐定时定量。',
  },
  {
    groupCode: 'CARIES',
    name: '龋齿',
    level: 'default',
    description: '口腔检查发现未治疗的龋齿',
    advice: '早晚刷牙，少吃甜食，到口腔科补牙；适龄儿童可做窝沟封闭。',
  },
  {
    groupCode: 'SCOLIOSIS',
    name: '脊柱弯曲异常',
    level: 'danger',
    description: '前屈试验阳性，需进一步检查',
    advice: '到医院骨科或康复科复查，注意坐姿，书包不宜过重。',
  },
  {
    groupCode: 'ALLERGY',
    name: '过敏体质',
    level: 'default',
    description: '家长报告有过敏性鼻炎、哮喘或食物过敏',
    advice: '避开已知过敏原，随身携带医生开具的药物，告知班主任。',
  },
  {
    groupCode: 'UNDERWEIGHT',
    name: '营养不良',
    level: 'warning',
    description: 'BMI 低于同龄同性别消瘦界值',
    advice: '保证每天奶、蛋、肉的摄入，不挑食，必要时到儿保门诊评估。',
  },
] as const

const SON = { name: '张子轩', grade: 2, classNo: 3 }

function labelsFor(vision: number, bmi: number, grade: number, r: () => number): string[] {
  const out: string[] = []
  if (vision < 5.0) out.push('MYOPIA')
  const overweight = 17.5 + grade * 0.5
  if (bmi >= overweight) out.push('OBESITY')
  if (bmi < 13.5) out.push('UNDERWEIGHT')
  if (r() < 0.22) out.push('CARIES')
  if (r() < 0.04) out.push('SCOLIOSIS')
  if (r() < 0.09) out.push('ALLERGY')
  return out
}

function makeStudents(): SeedStudent[] {
  const random = createRandom(STUDENT_SEED)
  const out: SeedStudent[] = []
  for (let grade = 1; grade <= 6; grade++)
    for (let classNo = 1; classNo <= 3; classNo++)
      for (let seat = 1; seat <= 12; seat++) {
        const gender: '1' | '2' = random.chance(0.5) ? '1' : '2'
        const son = grade === SON.grade && classNo === SON.classNo && seat === 1
        const name = son ? SON.name : random.pick(surnames) + random.pick(gender === '1' ? maleGiven : femaleGiven)
        // Vision falls as the grades go up; about a third of pupils wear glasses by grade 6.
        const vision = son ? 5.0 : Math.round((5.2 - random.next() * (0.2 + grade * 0.08)) * 10) / 10
        const bmi = son ? 16.2 : Math.round((13 + random.next() * 8 + grade * 0.3) * 10) / 10
        const labels = son ? ['CARIES', 'ALLERGY'] : labelsFor(vision, bmi, grade, () => random.next())
        out.push({
          studentCode: `ST${grade}${classNo}${String(seat).padStart(2, '0')}`,
          name,
          gender: son ? '1' : gender,
          grade,
          classNo,
          ...(son ? { residentAccountCode: FAMILY_CODES.son } : {}),
          vision,
          bmi,
          labels,
        })
      }
  return out
}

export const STUDENTS: readonly SeedStudent[] = makeStudents()

const GRADE_NAMES = ['一', '二', '三', '四', '五', '六']
export function className(student: SeedStudent): string {
  return `${GRADE_NAMES[student.grade - 1]}年级（${student.classNo}）班`
}
