import { SCENE, TYPE } from '../seed/chats'
import { formatDateTime } from '../seed/codes'
import type { MockIhConsultation } from '../seed/internet-hospital'
import type { MockState } from '../state'

// A consultation's chat, opened when its doctor accepts: the patient's description, then 某某医生已接诊; the
// chat is kept with the others (the socket and chat.history serve it) and listed in both message centres.
export function openChat(state: MockState, c: MockIhConsultation, now: Date): string {
  const chatCode = `CVIH${c.code}`
  const time = now.getTime()
  const messages = [
    {
      msgCode: `${chatCode}-1`,
      msgUid: `${chatCode}-u1`,
      senderCode: c.askerAccountCode,
      msgType: TYPE.text,
      content: c.description,
      sendTime: time,
    },
    {
      msgCode: `${chatCode}-2`,
      msgUid: `${chatCode}-u2`,
      senderCode: c.doctorCode,
      msgType: TYPE.system,
      content: `${c.doctorName}医生已接诊`,
      sendTime: time + 1,
    },
  ]
  state.chats = {
    ...state.chats,
    [chatCode]: { chatCode, chatScene: SCENE.single, title: c.patientName, members: [c.askerAccountCode, c.doctorCode], messages },
  }
  const rows: Array<[owner: string, title: string, link: string, peer: string]> = [
    [c.askerAccountCode, `${c.doctorName}医生`, `/health/chat/view?chatCode=${chatCode}`, c.doctorCode],
    [c.doctorCode, c.patientName, `/doctor/chat/view?chatCode=${chatCode}`, c.askerAccountCode],
  ]
  for (const [owner, title, link, peer] of rows) {
    state.mailboxes[owner]?.conversations.unshift({
      conversationCode: chatCode,
      catalogType: 'CHAT',
      title,
      avatar: null,
      lastMessage: `${c.doctorName}医生已接诊`,
      lastTime: formatDateTime(now),
      unreadCount: owner === c.askerAccountCode ? 1 : 0,
      link,
      peerAccountCode: peer,
    })
  }
  return chatCode
}
