// Node, not jsdom: jsdom's Blob loses the file name on its way through the real fetch.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../api/catalogue'
import { swapPrefix } from '../api/http/prefix'
import { signPath } from '../api/http/signature'
import { DEFAULT_API_BASE, REQUEST_HEADERS } from '../api/wire'
import { DEMO_DOCTOR, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { SIGNING_KEY } from './seed/settings'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

/** The upload as the shell sends it: multipart form data with the file part, signed like every call. */
async function upload(form: FormData, token: string) {
  const path = swapPrefix(catalogue['content.videoUpload'].path, true)
  const headers = {
    [REQUEST_HEADERS.userToken]: token,
    [REQUEST_HEADERS.keyVersion]: SIGNING_KEY.keyVersion,
    [REQUEST_HEADERS.sign]: await signPath(path, SIGNING_KEY.key),
  }
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
    expect(answer).toMatchObject({
      code: '000000',
      data: { title: '居家血压测量的正确方法', fileName: '血压测量.mp4', accountCode: DEMO_DOCTOR.accountCode },
    })
    const { body } = await sendCall(
      'homepage.contents',
      { accountCode: DEMO_DOCTOR.accountCode, kind: 'video', current: 1, size: 10 },
      { token },
    )
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

describe("an uploaded video's detail", () => {
  it("plays the uploaded file itself, by byte ranges, under the uploader's title and description", async () => {
    const token = loginAs('doctor')
    const bytes = new Uint8Array(4096).map((_, i) => i % 251)
    const form = new FormData()
    form.append('title', '家庭自测血压三步法')
    form.append('description', '袖带、坐姿、读数，三步教会老人在家量血压。')
    form.append('file', new Blob([bytes], { type: 'video/webm' }), '血压.webm')
    const { data } = await upload(form, token)
    const { body } = await sendCall('content.video', { videoCode: data.contentCode }, {})
    const piece = body.data as {
      title: string
      content: string
      author: string
      playUrl: string | null
      posterUrl: string
      fileMissing: boolean
    }
    expect(piece).toMatchObject({
      title: '家庭自测血压三步法',
      content: '袖带、坐姿、读数，三步教会老人在家量血压。',
      author: DEMO_DOCTOR.name,
      fileMissing: false,
    })
    expect(piece.posterUrl).toMatch(/^data:image\/svg\+xml/)
    const whole = await fetch(`http://localhost${piece.playUrl ?? ''}`)
    expect(whole.headers.get('Content-Type')).toBe('video/webm')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes)
    const part = await fetch(`http://localhost${piece.playUrl ?? ''}`, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/4096')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200))
  })

  it('says the file is gone when the backend no longer has it, instead of failing', async () => {
    const token = loginAs('doctor')
    const form = new FormData()
    form.append('title', '居家血压测量的正确方法')
    form.append('file', new Blob([new Uint8Array(64)], { type: 'video/mp4' }), '血压测量.mp4')
    const { data } = await upload(form, token)
    await mockBackend.uploads.clear()
    const { body } = await sendCall('content.video', { videoCode: data.contentCode }, {})
    expect(body.data).toMatchObject({ title: '居家血压测量的正确方法', playUrl: null, fileMissing: true })
    expect((await fetch(`http://localhost/edu/api/__media/uploads/${String(data.contentCode)}`)).status).toBe(404)
  })
})
