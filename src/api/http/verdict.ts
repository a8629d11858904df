// What an answer means (SPEC §8): the data, or a failure with the message to show and what else to do.
import { FAILURE_ICON_CODES, NOT_LOGGED_IN_CODE, SUCCESS_CODE } from '../wire'
import { HTTP_STATUS_MESSAGES, LOGIN_FIRST, SERVER_BUSY, SESSION_EXPIRED, SHORT_401_MESSAGE_LIMIT } from './error-catalogue'

export type Verdict =
  | { ok: true; data: unknown }
  | {
      ok: false
      message: string
      code: string | number
      icon?: 'fail'
      /** 'token': HTTP 401, clear the token and log in again. 'session': 125000401, clear the whole session. */
      endSession?: 'token' | 'session'
    }

interface EnvelopeLike {
  code: string
  msg?: unknown
  message?: unknown
  data?: unknown
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string'
}

function serverMessage(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { msg, message } = value as { msg?: unknown; message?: unknown }
  const text = typeof msg === 'string' && msg ? msg : message
  return typeof text === 'string' && text ? text : undefined
}

export function envelopeVerdict(envelope: EnvelopeLike): Verdict {
  if (envelope.code === SUCCESS_CODE) return { ok: true, data: envelope.data }
  const message = serverMessage(envelope) ?? SERVER_BUSY
  if (envelope.code === NOT_LOGGED_IN_CODE) return { ok: false, message, code: envelope.code, endSession: 'session' }
  if (FAILURE_ICON_CODES.includes(envelope.code)) return { ok: false, message, code: envelope.code, icon: 'fail' }
  return { ok: false, message, code: envelope.code }
}

/** 2xx and 400 go on to the envelope; 401 ends the login; other statuses have fixed messages. */
export function answerVerdict(status: number, body: string): Verdict {
  const parsed = parse(body)
  if ((status >= 200 && status < 300) || status === 400) {
    return isEnvelope(parsed) ? envelopeVerdict(parsed) : { ok: false, message: SERVER_BUSY, code: status }
  }
  if (status === 401) {
    const said = serverMessage(parsed)
    const message = said === undefined ? SESSION_EXPIRED : said.length < SHORT_401_MESSAGE_LIMIT ? said : LOGIN_FIRST
    return { ok: false, message, code: 401, endSession: 'token' }
  }
  return { ok: false, message: HTTP_STATUS_MESSAGES[status] ?? SERVER_BUSY, code: status }
}
