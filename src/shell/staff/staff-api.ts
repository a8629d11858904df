// The screens service's staff API (server/screens-service, docs/publishing.md), as the builder and the
// playground call it:
// same origin, the staff token as a bearer. Every answer is the app's envelope; a refusal's message (403's
// 没有发布权限…, a config's problems) is handed back as it is, for the builder to show.

/** A saved draft, as the service answers it (server/screens-service/store.ts's Draft). */
export interface Draft {
  config: Record<string, unknown>
  savedBy: string
  saveTime: string
  /** Opens the draft at /activity/preview/{token}?key= without a staff token. */
  previewKey: string
}

/** A published version (newest first in a list); `live` is the one the public address shows. */
export interface Version {
  version: number
  publishedBy: string
  publishTime: string
  live: boolean
}

export const STAFF_API = '/edu/screens-api'

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string; problems: string[] }

interface Envelope {
  code?: string
  msg?: string
  data?: unknown
  problems?: string[]
}

async function send<T>(method: string, path: string, staffToken: string, body?: unknown): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(`${STAFF_API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${staffToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    return { ok: false, message: `连不上页面服务（${why}）。请确认 npm run dev 或 npm run preview 正在运行`, problems: [] }
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope
  if (response.ok && envelope.code === '000000') return { ok: true, data: envelope.data as T }
  return { ok: false, message: envelope.msg ?? `HTTP ${String(response.status)}`, problems: envelope.problems ?? [] }
}

/** Sends a picture's bytes as they are (the service reads its type from them); answers its address on this site. */
async function uploadAsset(staffToken: string, file: Blob): Promise<Answer<{ id: string; url: string }>> {
  let response: Response
  try {
    response = await fetch(`${STAFF_API}/assets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${staffToken}`, 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    })
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e)
    return { ok: false, message: `连不上页面服务（${why}）。请确认 npm run dev 或 npm run preview 正在运行`, problems: [] }
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope
  if (response.ok && envelope.code === '000000') return { ok: true, data: envelope.data as { id: string; url: string } }
  return { ok: false, message: envelope.msg ?? `HTTP ${String(response.status)}`, problems: [] }
}

const page = (token: string) => `/pages/${encodeURIComponent(token)}`

export const staffApi = {
  saveDraft: (staffToken: string, token: string, config: unknown) => send<Draft>('PUT', `${page(token)}/draft`, staffToken, { config }),
  publish: (staffToken: string, token: string, config: unknown) =>
    send<{ version: number }>('POST', `${page(token)}/publish`, staffToken, { config }),
  versions: (staffToken: string, token: string) => send<Version[]>('GET', `${page(token)}/versions`, staffToken),
  rollback: (staffToken: string, token: string, version: number) =>
    send<{ version: number }>('POST', `${page(token)}/rollback`, staffToken, { version }),
  network: (staffToken: string) => send<{ addresses: string[] }>('GET', '/network', staffToken),
  uploadAsset,
}
