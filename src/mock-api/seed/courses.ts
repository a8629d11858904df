// The doctors' study centre: continuing-education courses by type, the demo doctor's progress, and the credit
// rules of the institutes that grant credits. Credits earned come from finished courses and passed exams.
import type { CreditRule } from '../../generated/api'
import { coverArt } from './art'

export interface SeedCourse {
  courseId: string
  type: 'guideline' | 'chronic' | 'oncology' | 'general'
  title: string
  /** The lecturer, one of the seed's doctors (people.ts gives the title and hospital). */
  lecturer: string
  lessons: number
  minutes: number
  credit: number
  /** The demo doctor's lessons learnt (0 to lessons). */
  learnt: number
  /** Days ago he last studied it (for the record cards). */
  lastDaysAgo: number
}

export const COURSE_TYPES: Record<SeedCourse['type'], string> = {
  guideline: '指南解读',
  chronic: '慢病管理',
  oncology: '肿瘤防治',
  general: '全科技能',
}

export const SEED_COURSES: readonly SeedCourse[] = [
  {
    courseId: 'CS001',
    type: 'guideline',
    title: '《中国高血压防治指南（2024年修订版）》要点解读',
    lecturer: '赵德明',
    lessons: 6,
    minutes: 180,
    credit: 2,
    learnt: 6,
    lastDaysAgo: 12,
  },
  {
    courseId: 'CS002',
    type: 'guideline',
    title: '国家基层糖尿病防治管理指南解读',
    lecturer: '吴淑珍',
    lessons: 5,
    minutes: 150,
    credit: 1.5,
    learnt: 3,
    lastDaysAgo: 2,
  },
  {
    courseId: 'CS003',
    type: 'chronic',
    title: '家庭血压监测与远程随访实务',
    lecturer: '赵德明',
    lessons: 4,
    minutes: 96,
    credit: 1,
    learnt: 4,
    lastDaysAgo: 30,
  },
  {
    courseId: 'CS004',
    type: 'chronic',
    title: '慢阻肺稳定期管理与肺康复',
    lecturer: '孙丽华',
    lessons: 5,
    minutes: 130,
    credit: 1.5,
    learnt: 1,
    lastDaysAgo: 6,
  },
  {
    courseId: 'CS005',
    type: 'oncology',
    title: '多癌种早筛：风险评估与筛查路径',
    lecturer: '吴淑珍',
    lessons: 8,
    minutes: 240,
    credit: 3,
    learnt: 8,
    lastDaysAgo: 45,
  },
  {
    courseId: 'CS006',
    type: 'oncology',
    title: '肺结节的社区随访与转诊',
    lecturer: '孙丽华',
    lessons: 3,
    minutes: 75,
    credit: 1,
    learnt: 0,
    lastDaysAgo: 0,
  },
  {
    courseId: 'CS007',
    type: 'general',
    title: '老年综合评估在家庭医生签约服务中的应用',
    lecturer: '周海涛',
    lessons: 4,
    minutes: 110,
    credit: 1,
    learnt: 2,
    lastDaysAgo: 9,
  },
  {
    courseId: 'CS008',
    type: 'general',
    title: '基层常见急症的识别与处置',
    lecturer: '赵德明',
    lessons: 6,
    minutes: 170,
    credit: 2,
    learnt: 0,
    lastDaysAgo: 0,
  },
]

export const courseCover = (course: SeedCourse, index: number): string => coverArt(COURSE_TYPES[course.type], course.title, index + 2)

/** Each institute's credit rules, as the credit rule page shows them. */
export const INSTITUTES: readonly CreditRule[] = [
  {
    instituteId: '1',
    name: '浙江省继续医学教育委员会',
    creditType: 'Ⅱ类学分',
    rules: [
      { item: '完成一门远程课程并通过课后测试', credit: '按课程标注授予，0.5~3 分', limit: '每年最多 15 分' },
      { item: '专项考试成绩达到及格分', credit: '按试卷标注授予，1~2 分', limit: '同一试卷只授予一次' },
      { item: '参加线上学术会议并签到满 2 小时', credit: '1 分', limit: '每年最多 5 分' },
      { item: '发表病例或学术文章并通过审核', credit: '0.5 分/篇', limit: '每年最多 3 分' },
    ],
    note: '学分于每月 10 日前统一报送，报送后可在省继续医学教育平台查询。年度 Ⅱ 类学分需达到 15 分。',
  },
  {
    instituteId: '2',
    name: '杭州市西湖区卫生健康局',
    creditType: '区级学分',
    rules: [
      { item: '参加区家庭医生团队培训', credit: '2 分/次', limit: '每年最多 8 分' },
      { item: '完成慢病管理类远程课程', credit: '按课程标注授予', limit: '每年最多 6 分' },
    ],
    note: '区级学分用于家庭医生年度考核，不计入省级继续医学教育学分。',
  },
]
