import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationPage } from '../generated/api'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockServer, resetMockBackend } from './node'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

interface Row {
  conversationCode: string
  catalogType: string
  title: string
  unreadCount: number
  link: string
  lastMessage: string
  peerAccountCode?: string
}

async function data<T>(name: string, args: unknown, token?: string, doctorPage = true): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.unreadCount, 0)

describe('the message centre', () => {
  it('lists categories first, then chats newest first, and the bell adds every unread up', async () => {
    const token = loginAs('doctor')
    const page = await data<{ total: number; records: Row[] }>('messages.conversations', { current: 1, size: 50 }, token)
    expect(page.records.slice(0, 4).map((r) => r.title)).toEqual(['系统通知', '积分提醒', '互动消息', '活动消息'])
    expect(page.records[0].link).toBe('/notification/list')
    const chats = page.records.filter((r) => r.catalogType === 'CHAT')
    expect(chats.length).toBeGreaterThan(10)
    expect(chats.every((c) => c.link === `/doctor/chat/view?chatCode=${c.conversationCode}`)).toBe(true)
    const unread = await data<number>('messages.unreadCount', undefined, token)
    expect(unread).toBe(sum(page.records))
    expect(unread).toBeGreaterThan(99)
    const notices = await data<NotificationPage>('notifications.list', { current: 1, size: 10 }, token)
    expect(page.records[0].unreadCount).toBe(notices.unreadCount)
  })

  it('pages when asked, and answers the first 20 when not', async () => {
    const token = loginAs('doctor')
    const all = await data<{ total: number; records: Row[] }>('messages.conversations', {}, token)
    expect(all.records).toHaveLength(Math.min(20, all.total))
    const second = await data<{ records: Row[] }>('messages.conversations', { current: 2, size: 5 }, token)
    expect(second.records.map((r) => r.conversationCode)).toEqual(all.records.slice(5, 10).map((r) => r.conversationCode))
  })

  it("shows 林晓燕 three unread: two notifications and 陈立新's reply in their shared chat", async () => {
    const token = loginAs('resident')
    const rows = (await data<{ records: Row[] }>('messages.conversations', { current: 1, size: 20 }, token, false)).records
    expect(await data<number>('messages.unreadCount', undefined, token, false)).toBe(3)
    const chat = rows.find((r) => r.catalogType === 'CHAT')
    expect(chat).toMatchObject({ title: '陈立新医生', unreadCount: 1, peerAccountCode: DEMO_DOCTOR.accountCode })
    const doctorRows = (await data<{ records: Row[] }>('messages.conversations', { current: 1, size: 50 }, loginAs('doctor'))).records
    expect(doctorRows.find((r) => r.conversationCode === chat?.conversationCode)).toMatchObject({
      title: '林晓燕',
      lastMessage: chat?.lastMessage,
      peerAccountCode: DEMO_RESIDENT.accountCode,
    })
  })

  it('opening a conversation reads it; opening 系统通知 reads every notification', async () => {
    const token = loginAs('doctor')
    const before = await data<number>('messages.unreadCount', undefined, token)
    const rows = (await data<{ records: Row[] }>('messages.conversations', { current: 1, size: 50 }, token)).records
    const chat = rows.find((r) => r.catalogType === 'CHAT' && r.unreadCount > 0) as Row
    const read = await data<{ readCount: number; unreadCount: number }>(
      'messages.readConversation',
      { conversationCode: chat.conversationCode },
      token,
    )
    expect(read).toEqual({ readCount: chat.unreadCount, unreadCount: before - chat.unreadCount })
    const notices = await data<{ readCount: number; unreadCount: number }>(
      'messages.readConversation',
      { conversationCode: 'SYS_NOTICE_DOCTOR' },
      token,
    )
    expect(notices.readCount).toBe(rows[0].unreadCount)
    expect((await data<NotificationPage>('notifications.list', { current: 1, size: 10, read: false }, token)).total).toBe(0)
    const { body } = await sendCall('messages.readConversation', { conversationCode: 'NOPE' }, { token })
    expect(body).toMatchObject({ code: '125000404', msg: '会话不存在' })
  })

  it('asks for a login', async () => {
    expect((await sendCall('messages.conversations', {})).body.code).toBe('125000401')
    expect((await sendCall('notifications.list', { current: 1, size: 10 })).body.code).toBe('125000401')
  })
})

describe('notifications', () => {
  it('pages newest first, read and unread, and filters by read', async () => {
    const token = loginAs('doctor')
    const first = await data<NotificationPage>('notifications.list', { current: 1, size: 10 }, token)
    expect(first.records).toHaveLength(10)
    expect(first.total).toBeGreaterThan(30)
    const times = first.records.map((n) => n.createTime)
    expect(times).toEqual([...times].sort().reverse())
    const unread = await data<NotificationPage>('notifications.list', { current: 1, size: 100, read: false }, token)
    const read = await data<NotificationPage>('notifications.list', { current: 1, size: 100, read: true }, token)
    expect(unread.records.every((n) => !n.read) && read.records.every((n) => n.read)).toBe(true)
    expect(unread.total + read.total).toBe(first.total)
    expect(unread.total).toBe(first.unreadCount)
    const announcement = first.records.find((n) => n.noticeId)
    expect(announcement?.link).toBe(`/notice/${announcement?.noticeId}`)
  })

  it('marks the given ones read, then all of them', async () => {
    const token = loginAs('doctor')
    const before = await data<number>('messages.unreadCount', undefined, token)
    const unread = await data<NotificationPage>('notifications.list', { current: 1, size: 3, read: false }, token)
    const codes = unread.records.map((n) => n.notificationCode)
    expect(await data('notifications.read', { notificationCodes: codes }, token)).toEqual({ readCount: 3, unreadCount: before - 3 })
    const after = await data<NotificationPage>('notifications.list', { current: 1, size: 100 }, token)
    expect(after.records.filter((n) => codes.includes(n.notificationCode)).every((n) => n.read)).toBe(true)
    expect(after.unreadCount).toBe(unread.unreadCount - 3)
    const all = await data<{ readCount: number; unreadCount: number }>('notifications.read', {}, token)
    expect(all.readCount).toBe(unread.unreadCount - 3)
    expect((await data<NotificationPage>('notifications.list', { current: 1, size: 10 }, token)).unreadCount).toBe(0)
    // The resident's are untouched.
    expect((await data<NotificationPage>('notifications.list', { current: 1, size: 10 }, loginAs('resident'), false)).unreadCount).toBe(2)
  })
})

describe('notices and advertisements', () => {
  it('answers a notice with a rich HTML body, without a login', async () => {
    const notice = await data<{ title: string; publisher: string; content: string; publishTime: string }>(
      'notices.detail',
      { noticeId: 'NT202506003' },
      undefined,
      false,
    )
    expect(notice.title).toBe('“健康中国行”高血压防治宣传月活动开启')
    expect(notice.content).toMatch(/<h3>参与方式<\/h3><ol><li>/)
    expect(notice.content).toContain('<img src="data:image/svg+xml')
    expect(notice.content).toContain('<a href="/integral/rules">')
    expect(notice.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('answers an advertisement with poster, link and body', async () => {
    const ad = await data<{ title: string; imageUrl: string; link: string | null; content: string | null }>(
      'advertisements.detail',
      { adCode: 'AD_FLU_VACCINE' },
      undefined,
      false,
    )
    expect(ad).toMatchObject({ title: '流感疫苗预约接种', link: '/health/hospital/detail/H330106005001' })
    expect(ad.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect((await data<{ link: string | null }>('advertisements.detail', { adCode: 'AD_CME_COURSE' })).link).toBeNull()
  })

  it('answers 公告不存在 and 广告不存在 for unknown ids', async () => {
    expect((await sendCall('notices.detail', { noticeId: 'NT0' })).body).toMatchObject({ code: '125000404', msg: '公告不存在' })
    expect((await sendCall('advertisements.detail', { adCode: 'AD_NONE' })).body).toMatchObject({ code: '125000404', msg: '广告不存在' })
  })
})
