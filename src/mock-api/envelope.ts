import type { Envelope } from '../generated/api'
import { SUCCESS_CODE } from './errors'

/** What the embedded backend answers: the generated Envelope, always with its msg and requestId, and data of T. */
export type AnsweredEnvelope<T> = Envelope & { msg: string; data: T | null; requestId: string }

let counter = 0

/** Looks like the real trace ids: 32 hex characters, unique within the page. */
export function newRequestId(): string {
  counter = (counter + 1) % 0x1000000
  const time = Date.now().toString(16).padStart(12, '0')
  const random = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0')
  return `${time}${random}${counter.toString(16).padStart(6, '0')}`.slice(0, 32).padEnd(32, '0')
}

export function success<T>(data: T): AnsweredEnvelope<T> {
  return { code: SUCCESS_CODE, msg: '操作成功', data, requestId: newRequestId() }
}

export function failure(code: string, msg: string): AnsweredEnvelope<null> {
  return { code, msg, data: null, requestId: newRequestId() }
}
