// Feedback on the app (/feedback/*) and medicine-use feedback (/research/medical_used/feedback*) sent before the
// app was opened, with the replies they got. Dated back from now on reading; what is sent in the app is stored.
import type { FeedbackReply } from '../../generated/api'
import { DEMO_DOCTOR, DEMO_RESIDENT } from './accounts'

export const FEEDBACK_TYPES = { BUG: '功能异常', CONTENT: '内容问题', SUGGESTION: '产品建议', OTHER: '其他' } as const
export type FeedbackType = keyof typeof FEEDBACK_TYPES

export interface MockFeedback {
  feedbackCode: string
  accountCode: string
  type: FeedbackType
  content: string
  pictures: string[]
  contact: string
  createTime: number
  replies: FeedbackReply[]
}

export type Severity = '轻度' | '中度' | '重度'

export interface MockMedicineFeedback {
  feedbackCode: string
  accountCode: string
  generalNameCode: string
  reactions: string[]
  description: string
  /** The day the reaction began, YYYY-MM-DD. */
  onsetDate: string
  severity: Severity
  createTime: number
  /** The family doctor's answer, once he has read it. */
  reply?: FeedbackReply
}

const SERVICE = '大专家客服'
const DAY = 86_400_000

export function seedFeedback(now: Date): MockFeedback[] {
  const at = (days: number) => now.getTime() - days * DAY
  const reply = (days: number, content: string): FeedbackReply => ({ replier: SERVICE, content, time: at(days) })
  return [
    {
      feedbackCode: 'FB000002',
      accountCode: DEMO_RESIDENT.accountCode,
      type: 'BUG',
      content: '切换到家庭成员（妈妈）后，消息中心的未读数没有跟着刷新，要退出再进才对。',
      pictures: [],
      contact: '15858201234',
      createTime: at(12),
      replies: [
        reply(11, '您好，已收到并复现该问题，技术同事正在修复，修复后会第一时间通知您。'),
        reply(6, '问题已在新版本修复，请更新后再试，如仍有问题欢迎继续反馈。'),
      ],
    },
    {
      feedbackCode: 'FB000003',
      accountCode: DEMO_DOCTOR.accountCode,
      type: 'CONTENT',
      content: '《基层高血压防治指南（2024）解读》课件第 3 节的流程图显示不全，右半边被截掉了。',
      pictures: [],
      contact: '',
      createTime: at(20),
      replies: [reply(19, '陈医生您好，课件图片已重新上传，刷新页面即可看到完整流程图，感谢指正。')],
    },
    {
      feedbackCode: 'FB000001',
      accountCode: DEMO_RESIDENT.accountCode,
      type: 'SUGGESTION',
      content: '希望体检报告的指标能看历史变化，甘油三酯每次都要一份份报告去翻。',
      pictures: [],
      contact: '',
      createTime: at(40),
      replies: [reply(38, '感谢您的建议！指标趋势已上线：在体检报告中点开任一指标即可查看历次结果的曲线。')],
    },
  ]
}

export const REACTIONS = ['头晕', '头痛', '恶心呕吐', '腹泻', '皮疹', '乏力', '肌肉酸痛', '水肿', '干咳', '口干', '低血糖', '其他'] as const

export function seedMedicineFeedback(now: Date): MockMedicineFeedback[] {
  const day = (days: number) => new Date(now.getTime() - days * DAY)
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  return [
    {
      feedbackCode: 'MF000001',
      accountCode: DEMO_RESIDENT.accountCode,
      generalNameCode: 'ATORVASTATIN',
      reactions: ['肌肉酸痛'],
      description: '服药两周后小腿偶有酸痛，爬楼时明显，不影响日常活动。',
      onsetDate: iso(day(20)),
      severity: '轻度',
      createTime: day(18).getTime(),
      reply: {
        replier: `${DEMO_DOCTOR.name}医生`,
        content: '症状轻微可以继续服药，下周来中心复查肌酸激酶；如酸痛加重或尿色变深，请立即停药就诊。',
        time: day(17).getTime(),
      },
    },
  ]
}
