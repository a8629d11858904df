// @vitest-environment node
// Node, not jsdom: jsdom's Blob loses the file name on its way through the real fetch.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../api/catalogue'
import { swapPrefix } from '../api/http/prefix'
import { signPath } from '../api/http/signature'
import { DEFAULT_API_BASE, REQUEST_HEADERS } from '../api/wire'
import { DEMO_DOCTOR, loginAs, mockServer, resetMockBackend } from './node'
import { SIGNING_KEY } from './seed/settings'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

/** The upload as the shell sends it: multipart form data with the file part, signed like every call. */
async function upload(form: FormData, token: string) {
  const path = swapPrefix(catalogue['content.videoUpload'].path, true)
  const headers = { [REQUEST_HEADERS.userToken]: token, [REQUEST_HEADERS.keyVersion]: SIGNING_KEY.keyVersion, [REQUEST_HEADERS.sign]: await signPath(path, SIGNING_KEY.key) }
  const response = await fetch(`http://localhost${DEFAULT_API_BASE}${path}`, { method: 'POST', headers, body: form })
  return (await response.json()) as { code: string; msg: string; data: Record<string, unknown> }
}

describe('uploading a video', () => {
  it('keeps the file as a video of the uploader, first in his homepage video list', async () => {
    const token = loginAs('doctor')
    const form = new FormData()
    form.append('title', '居家血压测量的正确方法')
    form.append('size', '2048')
    form.append('file', new Blob([new Uint8Array(2048)], { type: 'video/mp4' }), '血压测量.mp4')
    const answer = await upload(form, token)
    expect(answer).toMatchObject({ code: '000000', data: { title: '居家血压测量的正确方法', fileName: '血压测量.mp4', accountCode: DEMO_DOCTOR.accountCode } })
    const { body } = await sendCall('homepage.contents', { accountCode: DEMO_DOCTOR.accountCode, kind: 'video', current: 1, size: 10 }, { token })
    const records = (body.data as { records: Array<{ title: string }> }).records
    expect(records[0]).toMatchObject({ title: '居家血压测量的正确方法' })
  })

  it('refuses a video without a title, naming the field', async () => {
    const form = new FormData()
    form.append('file', new Blob(['x']), 'a.mp4')
    const answer = await upload(form, loginAs('doctor'))
    expect(answer.code).toBe('125000400')
    expect(answer.msg).toContain('title')
  })
})
