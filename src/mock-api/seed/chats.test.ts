// Chats read as conversations: a chat's history says each line once, both sides speak, and it ends with the
// message its row in the message centre shows.
import { describe, expect, it } from 'vitest'
import { createSeedState } from '.'
import { OTHER_DOCTORS, DEMO_DOCTOR } from './accounts'
import { makeChat, replyFor } from './chats'

const state = createSeedState(new Date(2025, 5, 18, 10, 30))
const rows = Object.values(state.mailboxes).flatMap((box) => box.conversations.filter((c) => c.catalogType === 'CHAT'))

describe('seeded chats', () => {
  it('has chats to read', () => {
    expect(rows.length).toBeGreaterThan(1)
  })

  it.each(rows.map((row) => [row.title, row] as const))('%s never repeats a line, and both sides speak', (_, row) => {
    const chat = makeChat(state, row.conversationCode)
    expect(chat).toBeDefined()
    const texts = (chat?.messages ?? []).filter((m) => m.msgType === 1).map((m) => m.content)
    expect(texts.length).toBeGreaterThan(5)
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([])
    expect(new Set(chat?.messages.map((m) => m.senderCode)).size).toBeGreaterThan(1)
    expect(row.lastMessage).toContain(texts.at(-1) ?? '')
  })
})

describe('a scripted reply', () => {
  it('calls the doctor who spoke by his own surname, not the demo doctor’s', () => {
    const other = OTHER_DOCTORS[0].name
    expect(replyFor(false, '请下周来中心复查', 0, { name: other, doctor: true })).toBe(`好的${other.slice(0, 1)}医生，我周三上午过来。`)
    expect(replyFor(false, '请下周来中心复查', 0, { name: DEMO_DOCTOR.name, doctor: true })).toBe('好的陈医生，我周三上午过来。')
  })

  it('calls no one a doctor when a resident spoke', () => {
    expect(replyFor(false, '我们一起去复查吧', 0, { name: '王芳', doctor: false })).toBe('好的，我周三上午过来。')
  })
})
