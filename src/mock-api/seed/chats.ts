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

/** One line of a scripted conversation: who says it (a side, or a team member by index) and what. */
type Line = { by: 'doctor' | 'resident' | number; text?: string; picture?: true }

// A follow-up conversation that reads in order, each line said once: the doctor checks in, the resident answers,
// a lab sheet is sent and read, and they agree the next visit. Older first; the row's last message comes after.
const followUp: readonly Line[] = [
  { by: 'doctor', text: '您好，我是您的家庭医生。上次随访说好这周复查血压，最近量得怎么样？' },
  { by: 'resident', text: '医生好！这两天早上量的是 135/85，比上周好一点。' },
  { by: 'doctor', text: '比上周降了一些，不错。晚上睡前也量一次，早晚各一次记下来。' },
  { by: 'resident', text: '好的。最近睡眠不太好，会影响血压吗？' },
  { by: 'doctor', text: '会有影响。睡前少看手机，下午以后别喝浓茶和咖啡，先坚持一周看看。' },
  { by: 'resident', text: '明白了。降压药快吃完了，什么时候可以去开？' },
  { by: 'doctor', text: '周三、周五上午我在中心门诊，带上医保卡直接来，我给您开一个月的量。' },
  { by: 'resident', text: '单位体检的血脂结果出来了，我拍给您看看。' },
  { by: 'resident', picture: true },
  { by: 'doctor', text: '看到了。低密度脂蛋白 3.6，稍微偏高，先不用吃药。' },
  { by: 'doctor', text: '饮食上少吃肥肉和油炸的，每天盐不超过 5 克，每周快走 3 到 5 次，每次半小时。' },
  { by: 'resident', text: '好的，我让家里做饭少放点盐。三个月后要复查吗？' },
  { by: 'doctor', text: '对，三个月后空腹来中心抽血复查血脂，到时候我提前提醒您。' },
  { by: 'resident', text: '谢谢医生，那我周五上午过来开药。' },
  { by: 'doctor', text: '好的。要是有头晕、胸闷，不用等到周五，直接来中心或去医院。' },
  { by: 'resident', text: '记住了，谢谢您！' },
]

// The team's week: follow-ups, a training, a resident's results, each line said once, oldest first.
const teamWeek: readonly Line[] = [
  { by: 0, text: '大家早，本周的签约居民随访还差 6 户，周五前完成。' },
  { by: 3, text: '收到，我下午去 3 幢走访，把两户老人的血压一起量了。' },
  { by: 2, text: '我负责 7 幢的两户，明天上午过去。' },
  { by: 1, text: '区里下周二有慢病管理培训，谁有空去一下？' },
  { by: 4, text: '我可以去，顺便把新的随访表领回来。' },
  { by: 2, text: '林晓燕的血脂复查结果出来了，陈医生您看一下。' },
  { by: 0, text: '看过了，我已经跟她说了饮食和运动的注意点，三个月后复查。' },
  { by: 1, text: '好的，那我把她加到三个月后的复查提醒里。' },
]

function hashOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

function parseTime(text: string): number {
  return new Date(text.replace(' ', 'T')).getTime()
}

/** A chat's history: its script in order, each line once, ending with the row's last message. */
function history(
  chatCode: string,
  script: readonly Line[],
  senderOf: (by: Line['by']) => string,
  last: { sender: string; text: string; time: number },
): MockChatMessage[] {
  const random = createRandom(hashOf(chatCode))
  const lines = script.filter((line) => line.text !== last.text)
  const out: MockChatMessage[] = []
  let time = last.time
  out.push({
    msgCode: `${chatCode}-${lines.length + 1}`,
    msgUid: `${chatCode}-u${lines.length + 1}`,
    senderCode: last.sender,
    msgType: TYPE.text,
    content: last.text,
    sendTime: time,
  })
  for (let i = lines.length; i >= 1; i--) {
    const line = lines[i - 1]
    // Mostly a few minutes apart; now and then a day or more, so the screen shows its time separators.
    time -= random.chance(0.2) ? random.int(20, 60) * 60 * 60_000 : random.int(1, 12) * 60_000
    out.push({
      msgCode: `${chatCode}-${i}`,
      msgUid: `${chatCode}-u${i}`,
      senderCode: senderOf(line.by),
      msgType: line.picture ? TYPE.image : TYPE.text,
      content: line.picture ? paletteDataUri(i % 8, 240, 320, '化验单', '血脂') : (line.text ?? ''),
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
      messages: history(chatCode, teamWeek, (by) => TEAM_MEMBERS[typeof by === 'number' ? by : 0], {
        sender: TEAM_COLLEAGUE.accountCode,
        text: TEAM_LAST,
        time,
      }),
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
      messages: history(chatCode, followUp, (by) => (by === 'doctor' ? doctor : doctorSide(owner) ? peer : owner), {
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

/**
 * What a person says back (the demo people answer whatever they are sent, in their role's words). `sender` is
 * who spoke to them: a resident answering a doctor calls that doctor by surname (好的赵医生), never another's.
 */
export function replyFor(doctor: boolean, content: string, count: number, sender?: { name: string; doctor: boolean }): string {
  if (doctor) {
    if (/血压|压/.test(content)) return '收到。血压偏高的话先别紧张，按时服药，连续记录一周的早晚血压，周三上午来中心复查。'
    if (/药/.test(content)) return '药可以到中心开，带上医保卡，周一到周五上午都可以。'
    return ['收到，我看一下再回复您。', '好的，有问题随时联系我。', '明白，我会跟进的。'][count % 3]
  }
  if (/复查|来中心|随访/.test(content)) return `好的${sender?.doctor ? `${sender.name.slice(0, 1)}医生` : ''}，我周三上午过来。`
  return ['好的，谢谢医生！', '收到，我会按时量血压的。', '明白了，我记下来了。'][count % 3]
}
