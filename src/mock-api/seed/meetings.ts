// Academic meetings: the conference the news feed announces, and two more. Times follow `now`; meeting 1 is on
// air, meeting 2 is upcoming (sign-up open), meeting 3 has a replay.
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'
import { coverArt } from './art'
import { avatarDataUri } from './photo'
import { hospitalOf, titleOf } from './people'

export interface SeedMeeting {
  meetingId: string
  meetingCode: string
  title: string
  organizer: string
  place: string
  /** Hours from now to its start (negative: started). */
  startsIn: number
  hours: number
  intro: string
  liveId: string
  signUps: number
  agenda: Array<{ time: string; topic: string; speaker: string }>
}

const doctors = [DEMO_DOCTOR, ...OTHER_DOCTORS]
const hospitals = [
  '浙江大学医学院附属第一医院',
  '杭州市第一人民医院',
  '浙江省人民医院',
  '杭州市西湖区北山街道社区卫生服务中心',
  '浙江省肿瘤医院',
]

export const SEED_MEETINGS: readonly SeedMeeting[] = [
  {
    meetingId: '1',
    meetingCode: 'M2025001',
    title: '第十届基层慢病管理学术大会',
    organizer: '浙江省基层卫生协会',
    place: '杭州国际博览中心 3 号厅 · 线上同步直播',
    startsIn: -1,
    hours: 8,
    intro:
      '大会围绕高血压、糖尿病、慢阻肺等基层常见慢病，设置 12 个分论坛，邀请省内外专家分享规范化管理经验。\n\n- 线下参会需提前报名\n- 线上直播全程免费观看，会后提供回放',
    liveId: 'L001',
    signUps: 1286,
    agenda: [
      { time: '09:00-09:30', topic: '开幕致辞', speaker: '赵德明' },
      { time: '09:30-10:30', topic: '2024 中国高血压防治指南基层要点解读', speaker: '陈立新' },
      { time: '10:45-11:45', topic: '糖尿病患者胰岛素起始与调整', speaker: '孙丽华' },
      { time: '14:00-15:00', topic: '慢阻肺稳定期的社区肺康复', speaker: '周海涛' },
    ],
  },
  {
    meetingId: '2',
    meetingCode: 'M2025002',
    title: '多癌种早筛项目培训会（第三期）',
    organizer: '大专家医学教育中心',
    place: '线上直播',
    startsIn: 26,
    hours: 3,
    intro: '面向参与多癌种早筛项目的家庭医生团队，讲解风险评估问卷、筛查路径与随访提醒。',
    liveId: 'L002',
    signUps: 342,
    agenda: [
      { time: '14:00-14:50', topic: '多癌种风险评估问卷的使用', speaker: '吴淑珍' },
      { time: '15:00-15:50', topic: '高风险居民的筛查与转诊', speaker: '陈立新' },
      { time: '16:00-17:00', topic: '答疑与交流', speaker: '周海涛' },
    ],
  },
  {
    meetingId: '3',
    meetingCode: 'M2025003',
    title: '家庭医生签约服务质量提升研讨会',
    organizer: '杭州市卫生健康委员会',
    place: '杭州市第一人民医院学术报告厅',
    startsIn: -96,
    hours: 4,
    intro: '总结签约服务开展经验，交流健康管理师参与团队分工的实践。会议已结束，可观看回放。',
    liveId: 'L003',
    signUps: 517,
    agenda: [
      { time: '13:30-14:30', topic: '签约服务考核指标解读', speaker: '赵德明' },
      { time: '14:40-15:40', topic: '健康管理师在团队中的角色', speaker: '孙丽华' },
    ],
  },
]

export function findMeeting(id: string): SeedMeeting | undefined {
  return SEED_MEETINGS.find((m) => m.meetingId === id || m.meetingCode === id)
}

export function meetingSpeakers(meeting: SeedMeeting) {
  const names = [...new Set(meeting.agenda.map((a) => a.speaker))]
  return names.map((name) => {
    const i = Math.max(
      0,
      doctors.findIndex((d) => d.name === name),
    )
    return {
      name,
      title: titleOf(name),
      hospitalName: hospitalOf(name) || hospitals[i % hospitals.length],
      avatar: avatarDataUri(name.slice(0, 1), i),
    }
  })
}

export const meetingCover = (meeting: SeedMeeting) => coverArt('会议', meeting.title, Number(meeting.meetingId) + 2)
