// Chats read as conversations: a chat's history says each line once, both sides speak, and it ends with the
// message its row in the message centre shows.
import { describe, expect, it } from 'vitest'
import { createSeedState } from '.'
import { makeChat } from './chats'

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
