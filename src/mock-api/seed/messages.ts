import type { MockConversation, MockMailbox, MockNotice, MockNotification, MockResident } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT } from './accounts'
import { formatDateTime, hexCode } from './codes'
import { avatarDataUri } from './photo'
import { paletteDataUri } from './pictures'
import { createRandom, type Random } from './prng'

// The message centres of the two demo people. The doctor's is busy (chats with his own family-doctor
// residents, interactions, a long notification list: the bell shows 99); the resident's is quiet (3 unread).
// 林晓燕's chat with 陈立新 is one conversation seen from both sides. Its own PRNG seed keeps the rest of the
// world's sequence as it was.
export const MESSAGES_SEED = 20240620

const SYSTEM_AVATAR = paletteDataUri(0, 96, 96, '通知')
const INTERACTION_AVATAR = paletteDataUri(6, 96, 96, '互动')
const POINTS_AVATAR = paletteDataUri(4, 96, 96, '积分')
const ACTIVITY_AVATAR = paletteDataUri(3, 96, 96, '活动')

const residentQuestions = [
  '陈医生，我这几天早上量血压都在 150/95 左右，药要不要加量？',
  '医生您好，降压药吃完了，这周可以去中心开药吗？',
  '陈医生，体检报告出来了，血糖 7.2，需要复查吗？',
  '我妈最近头晕，血压 160/100，要不要去医院？',
  '谢谢陈医生，按您说的调整饮食后血压稳定多了。',
  '医生，二甲双胍饭前吃还是饭后吃？',
  '陈医生，下周二上午的随访我可能要改到下午。',
  '您好，孩子的疫苗接种本在哪里可以补办？',
  '我血脂有点高，需要吃他汀类的药吗？',
  '陈医生，晚上睡不好，有什么办法吗？',
  '收到，明天上午我带着化验单过来。',
]

const SHARED_CHAT_LAST = '晓燕，化验单我看过了，血脂略高，注意少油少盐，下周三上午来中心复查一下。'

function minutesAgo(now: Date, minutes: number): string {
  return formatDateTime(new Date(now.getTime() - minutes * 60_000))
}

function chatCodeFor(random: Random): string {
  return `CV${hexCode(random, 16)}`
}

function doctorChats(random: Random, now: Date, residents: MockResident[], shared: string): MockConversation[] {
  const mine = residents
    .filter((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && r.residentAccountCode !== DEMO_RESIDENT.accountCode && r.ageUnit === '岁')
    .slice(0, 11)
  const withDemo: MockConversation = {
    conversationCode: shared,
    catalogType: 'CHAT',
    title: DEMO_RESIDENT.name,
    avatar: avatarDataUri('林', 3),
    lastMessage: SHARED_CHAT_LAST,
    lastTime: minutesAgo(now, 95),
    unreadCount: 0,
    link: `/doctor/chat/view?chatCode=${shared}`,
    peerAccountCode: DEMO_RESIDENT.accountCode,
  }
  const others = mine.map((r, i): MockConversation => {
    const code = chatCodeFor(random)
    return {
      conversationCode: code,
      catalogType: 'CHAT',
      title: r.residentName,
      avatar: r.profilePhoto ?? null,
      lastMessage: residentQuestions[i % residentQuestions.length],
      lastTime: minutesAgo(now, 20 + i * random.int(60, 600)),
      unreadCount: i < 8 ? random.int(3, 9) : 0,
      link: `/doctor/chat/view?chatCode=${code}`,
      peerAccountCode: r.residentAccountCode,
    }
  })
  return [withDemo, ...others]
}

function noticeRow(notice: MockNotice, read: boolean, index: number): MockNotification {
  return {
    notificationCode: `NF${notice.noticeId.slice(2)}${String(index).padStart(3, '0')}`,
    type: 'SYSTEM',
    typeName: '平台公告',
    title: notice.title,
    summary: `${notice.publisher}发布了新公告，点击查看详情`,
    createTime: notice.publishTime,
    read,
    noticeId: notice.noticeId,
    link: `/notice/${notice.noticeId}`,
  }
}

type Template = Omit<MockNotification, 'notificationCode' | 'createTime' | 'read'>

function doctorTemplates(residents: MockResident[]): Template[] {
  const names = residents
    .filter((r) => r.hypertensionDoctor === DEMO_DOCTOR.accountCode)
    .slice(0, 12)
    .map((r) => r.residentName)
  return [
    {
      type: 'CERTIFICATION',
      typeName: '认证通知',
      title: '资质认证审核通过',
      summary: '您提交的医师资质认证已审核通过，可使用全部医生服务。',
      link: '/user/cert/detail/qualification',
    },
    ...names.map((name): Template => ({
      type: 'FOLLOW_UP',
      typeName: '随访提醒',
      title: '高血压随访到期提醒',
      summary: `居民${name}的季度高血压随访将于 3 天后到期，请及时安排。`,
      link: '/doctor/family_doctor/hypertension',
    })),
    {
      type: 'POINTS',
      typeName: '积分通知',
      title: '积分到账',
      summary: '您完成了问卷《基层高血压管理现状调研》，获得 200 积分。',
      link: '/integral/detail',
    },
    {
      type: 'POINTS',
      typeName: '积分通知',
      title: '积分即将过期',
      summary: '您有 120 积分将于本月底过期，请尽快使用。',
      link: '/integral/detail',
    },
    {
      type: 'ACTIVITY',
      typeName: '活动通知',
      title: '高血压防治宣传月',
      summary: '参与活动完成血压管理任务，赢取电子血压计。',
      link: '/advertisement/AD_HTN_MONTH',
    },
    {
      type: 'ACTIVITY',
      typeName: '活动通知',
      title: '基层医生继续教育公开课',
      summary: '本周四晚 19:30 直播《社区高血压规范化管理》，欢迎报名。',
      link: '/advertisement/AD_CME_COURSE',
    },
  ]
}

const residentTemplates: Template[] = [
  {
    type: 'FOLLOW_UP',
    typeName: '随访提醒',
    title: '家庭医生随访提醒',
    summary: '陈立新医生提醒您：本周请按时测量并记录血压。',
    link: '/health/client/portrait',
  },
  {
    type: 'HEALTH',
    typeName: '健康提醒',
    title: '健康行动分更新',
    summary: '您本周的健康行动分为 82 分，较上周提高 6 分。',
    link: '/health/action-score',
  },
  { type: 'POINTS', typeName: '积分通知', title: '签到奖励', summary: '连续签到 7 天，获得 30 积分。', link: '/integral/detail' },
  {
    type: 'ACTIVITY',
    typeName: '活动通知',
    title: '流感疫苗预约开启',
    summary: '翠苑街道社区卫生服务中心流感疫苗接种预约已开放。',
    link: '/advertisement/AD_FLU_VACCINE',
  },
]

function notificationsFor(
  random: Random,
  now: Date,
  notices: MockNotice[],
  templates: Template[],
  unread: number,
  copies: number,
): MockNotification[] {
  const made: Array<Omit<MockNotification, 'read'>> = []
  for (let copy = 0; copy < copies; copy++) {
    templates.forEach((t, i) => {
      const minutes = (copy * templates.length + i) * random.int(300, 1400) + random.int(5, 200)
      made.push({ ...t, notificationCode: `NF${String(now.getFullYear())}${hexCode(random, 12)}`, createTime: minutesAgo(now, minutes) })
    })
  }
  const announcements = notices.map((n, i) => noticeRow(n, false, i))
  const all = [...announcements, ...made].sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0))
  return all.map((n, i) => ({ ...n, read: i >= unread }))
}

function categories(now: Date, role: 'doctor' | 'resident', notifications: MockNotification[]): MockConversation[] {
  const newest = notifications[0]
  const rows: MockConversation[] = [
    {
      conversationCode: `SYS_NOTICE_${role.toUpperCase()}`,
      catalogType: 'NOTICE',
      title: '系统通知',
      avatar: SYSTEM_AVATAR,
      lastMessage: newest?.title ?? '',
      lastTime: newest?.createTime ?? formatDateTime(now),
      unreadCount: 0,
      link: '/notification/list',
    },
    {
      conversationCode: `SYS_POINTS_${role.toUpperCase()}`,
      catalogType: 'POINTS',
      title: '积分提醒',
      avatar: POINTS_AVATAR,
      lastMessage: '签到奖励 +10 积分已到账',
      lastTime: minutesAgo(now, 300),
      unreadCount: role === 'doctor' ? 3 : 0,
      link: '/integral/detail',
    },
  ]
  if (role === 'doctor') {
    rows.push(
      {
        conversationCode: 'SYS_INTERACTION_DOCTOR',
        catalogType: 'INTERACTION',
        title: '互动消息',
        avatar: INTERACTION_AVATAR,
        lastMessage: '王建国 赞了您的文章《高血压患者的家庭血压监测》',
        lastTime: minutesAgo(now, 42),
        unreadCount: 28,
        link: '/notification/list',
      },
      {
        conversationCode: 'SYS_ACTIVITY_DOCTOR',
        catalogType: 'ACTIVITY',
        title: '活动消息',
        avatar: ACTIVITY_AVATAR,
        lastMessage: '高血压防治宣传月活动开启，完成任务赢取电子血压计',
        lastTime: minutesAgo(now, 1500),
        unreadCount: 2,
        link: '/advertisement/AD_HTN_MONTH',
      },
    )
  }
  return rows
}

export function seedMailboxes(now: Date, residents: MockResident[], notices: MockNotice[]): Record<string, MockMailbox> {
  const random = createRandom(MESSAGES_SEED)
  const shared = chatCodeFor(random)
  const doctorNotifications = notificationsFor(random, now, notices, doctorTemplates(residents), 24, 2)
  const residentNotices = notices.filter((n) => n.noticeId !== 'NT202506005')
  const residentNotifications = notificationsFor(random, now, residentNotices, residentTemplates, 2, 2)
  const doctorChatRows = doctorChats(random, now, residents, shared)
  const residentChat: MockConversation = {
    conversationCode: shared,
    catalogType: 'CHAT',
    title: `${DEMO_DOCTOR.name}医生`,
    avatar: avatarDataUri('陈', 0),
    lastMessage: SHARED_CHAT_LAST,
    lastTime: doctorChatRows[0].lastTime,
    unreadCount: 1,
    link: `/health/chat/view?chatCode=${shared}`,
    peerAccountCode: DEMO_DOCTOR.accountCode,
  }
  return {
    [DEMO_DOCTOR.accountCode]: {
      conversations: [...categories(now, 'doctor', doctorNotifications), ...doctorChatRows],
      notifications: doctorNotifications,
    },
    [DEMO_RESIDENT.accountCode]: {
      conversations: [...categories(now, 'resident', residentNotifications), residentChat],
      notifications: residentNotifications,
    },
  }
}
