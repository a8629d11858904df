import type { MockChat, MockChatMessage, MockConversation, MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { formatDateTime } from './codes'
import { paletteDataUri } from './pictures'
import { createRandom } from './prng'

// Chats behind the message centres' CHAT rows. A chat's history is made the first time it is opened, from its
// row (the last message stays the row's) and a PRNG seeded by its code, so it is the same on every run.
// 陈立新 also has a team group with colleagues (赵德明 answers there), which he owns and may remove members from.
export const TEAM_CHAT_CODE = 'CVTEAM20240618CY'
export const TEAM_COLLEAGUE = OTHER_DOCTORS[0]
export const SCENE = { single: 1, group: 2 } as const
export const TYPE = { text: 1, image: 2, system: 3 } as const

const TEAM_MEMBERS = [DEMO_DOCTOR.accountCode, ...OTHER_DOCTORS.map((d) => d.accountCode)]
const TEAM_LAST = '明天上午的高血压随访名单我已经排好了，大家看一下。'

export function teamConversation(now: Date): MockConversation {
  return {
    conversationCode: TEAM_CHAT_CODE,
    catalogType: 'CHAT',
    title: '翠苑家庭医生团队',
    avatar: paletteDataUri(1, 96, 96, '团队'),
    lastMessage: `${TEAM_COLLEAGUE.name}：${TEAM_LAST}`,
    lastTime: formatDateTime(new Date(now.getTime() - 35 * 60_000)),
    unreadCount: 2,
    link: `/doctor/chat/view?chatCode=${TEAM_CHAT_CODE}`,
  }
}

const doctorLines = [
  '最近血压控制得怎么样？每天早晚各量一次，记下来。',
  '药按时吃，不要自己停药或减量。',
  '饮食上注意少盐，每天盐不超过 5 克。',
  '下次随访带上血压记录本。',
  '有头晕、胸闷要及时来中心或去医院。',
  '化验结果出来后发给我看一下。',
]
const residentLines = [
  '好的医生，我记住了。',
  '这两天早上量的是 135/85，比上周好一点。',
  '降压药快吃完了，什么时候可以去开？',
  '谢谢医生！',
  '最近睡眠不太好，会影响血压吗？',
  '我把化验单拍给您看看。',
]
const teamLines = [
  '本周的签约居民随访还差 6 户，周五前完成。',
  '收到，我下午去 3 幢走访。',
  '区里下周二有慢病管理培训，谁有空去一下？',
  '我可以去，顺便把新的随访表领回来。',
  '林晓燕的血脂复查结果出来了，陈医生您看一下。',
]

function hashOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

function parseTime(text: string): number {
  return new Date(text.replace(' ', 'T')).getTime()
}

function history(
  chatCode: string,
  members: string[],
  doctorSide: (code: string) => boolean,
  lines: (sender: string) => readonly string[],
  last: { sender: string; text: string; time: number },
): MockChatMessage[] {
  const random = createRandom(hashOf(chatCode))
  const count = 36
  const out: MockChatMessage[] = []
  let time = last.time
  out.push({
    msgCode: `${chatCode}-${count}`,
    msgUid: `${chatCode}-u${count}`,
    senderCode: last.sender,
    msgType: TYPE.text,
    content: last.text,
    sendTime: time,
  })
  for (let i = count - 1; i >= 1; i--) {
    // Mostly a few minutes apart; now and then a day or more, so the screen shows its time separators.
    time -= random.chance(0.2) ? random.int(20, 60) * 60 * 60_000 : random.int(1, 12) * 60_000
    const sender = members[random.int(0, members.length - 1)]
    const text = random.pick(lines(sender))
    const picture = i % 11 === 0 && !doctorSide(sender)
    out.push({
      msgCode: `${chatCode}-${i}`,
      msgUid: `${chatCode}-u${i}`,
      senderCode: sender,
      msgType: picture ? TYPE.image : TYPE.text,
      content: picture ? paletteDataUri(i % 8, 240, 320, '化验单', '血常规') : text,
      sendTime: time,
    })
  }
  return out.reverse()
}

const isDoctor = (state: MockState) => (code: string) => state.accounts.some((a) => a.accountCode === code && a.role === 'doctor')

/** The chat behind a message-centre row, made from the row when first opened; undefined for an unknown code. */
export function makeChat(state: MockState, chatCode: string): MockChat | undefined {
  const doctorSide = isDoctor(state)
  if (chatCode === TEAM_CHAT_CODE) {
    const row = state.mailboxes[DEMO_DOCTOR.accountCode]?.conversations.find((c) => c.conversationCode === chatCode)
    const time = row ? parseTime(row.lastTime) : Date.now()
    return {
      chatCode,
      chatScene: SCENE.group,
      title: '翠苑家庭医生团队',
      members: [...TEAM_MEMBERS],
      owner: DEMO_DOCTOR.accountCode,
      messages: history(chatCode, TEAM_MEMBERS, doctorSide, () => teamLines, { sender: TEAM_COLLEAGUE.accountCode, text: TEAM_LAST, time }),
    }
  }
  for (const [owner, box] of Object.entries(state.mailboxes)) {
    const row = box.conversations.find((c) => c.conversationCode === chatCode && c.catalogType === 'CHAT' && c.peerAccountCode)
    if (!row?.peerAccountCode) continue
    const peer = row.peerAccountCode
    const members = [owner, peer]
    const doctor = doctorSide(owner) ? owner : peer
    // The shared chat's last word is the doctor's; in the doctor's other chats it is the resident's question.
    const lastSender = chatCode === sharedChatCode(state) ? doctor : peer
    return {
      chatCode,
      chatScene: SCENE.single,
      title: row.title,
      members,
      messages: history(chatCode, members, doctorSide, (s) => (doctorSide(s) ? doctorLines : residentLines), {
        sender: lastSender,
        text: row.lastMessage,
        time: parseTime(row.lastTime),
      }),
    }
  }
  return undefined
}

function sharedChatCode(state: MockState): string | undefined {
  return state.mailboxes[DEMO_RESIDENT.accountCode]?.conversations.find((c) => c.catalogType === 'CHAT')?.conversationCode
}

/** What a person says back (the demo people answer whatever they are sent, in their role's words). */
export function replyFor(doctor: boolean, content: string, count: number): string {
  if (doctor) {
    if (/血压|压/.test(content)) return '收到。血压偏高的话先别紧张，按时服药，连续记录一周的早晚血压，周三上午来中心复查。'
    if (/药/.test(content)) return '药可以到中心开，带上医保卡，周一到周五上午都可以。'
    return ['收到，我看一下再回复您。', '好的，有问题随时联系我。', '明白，我会跟进的。'][count % 3]
  }
  if (/复查|来中心|随访/.test(content)) return '好的陈医生，我周三上午过来。'
  return ['好的，谢谢医生！', '收到，我会按时量血压的。', '明白了，我记下来了。'][count % 3]
}
