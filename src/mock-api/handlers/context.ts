import type { CallName, CallRequest, CallResponse } from '../../api/call-types'
import type { Args } from '../checks/args'
import type { Collector } from '../collector'
import type { Identity } from '../checks/identity'
import { errors } from '../errors'
import type { MockStore } from '../store'
import type { MockAccount } from '../state'
import type { UploadedFiles } from '../uploads'

export interface CallContext<N extends CallName = CallName> {
  call: N
  /** The path as sent, without the API base (tells the doctor-app variant of a call apart). */
  path: string
  /** The call's arguments, checked against its request schema before the handler runs. */
  args: CallRequest<N> & Args
  store: MockStore
  /** Undefined on an anonymous call; login-only calls never run without it. */
  identity: Identity | undefined
  now: Date
  /** Where usage events and error reports are kept (absent in some handler tests). */
  collector?: Collector
  /** The client asked for text/event-stream (a handler that streams answers a Response of its own). */
  streaming?: boolean
  /** The files of a multipart request by field (an upload's handler keeps what it needs of them). */
  files?: Record<string, File[]>
  /** Where uploaded files are kept (absent in some handler tests: nothing is kept). */
  uploads?: UploadedFiles
}

/**
 * Answers one named call with the envelope's `data` (its generated response type), or throws a MockApiError. A
 * streaming handler may answer a Response of its own instead.
 */
export type CallHandler<N extends CallName = CallName> = (
  context: CallContext<N>,
) => CallResponse<N> | Response | Promise<CallResponse<N> | Response>

/** One handler per call name, each typed by its call: a handler whose answer does not fit the call fails to compile. */
export type CallHandlers = { [N in CallName]: CallHandler<N> }

/** An area's handlers, checked against their calls' generated types (index.ts puts the areas together). */
export function defineHandlers<H extends Partial<CallHandlers>>(handlers: H): H {
  return handlers
}

/**
 * A handler with its call forgotten: what dispatch.ts calls once it has matched the request to a call and checked
 * the arguments against that call's request schema (a method, so any call's handler is one).
 */
export type MatchedHandler = { handle(context: CallContext): unknown }['handle']

export function me(context: CallContext): MockAccount {
  if (!context.identity) throw errors.notLoggedIn()
  return context.identity.account
}

export function arg(context: CallContext, key: string): unknown {
  return Array.isArray(context.args) ? undefined : context.args[key]
}

export function text(context: CallContext, key: string, fallback = ''): string {
  const value = arg(context, key)
  return value === undefined || value === null ? fallback : String(value)
}

export function whole(context: CallContext, key: string, fallback: number): number {
  const value = Number(arg(context, key))
  return Number.isInteger(value) && value > 0 ? value : fallback
}

export type Page<T> = {
  current: number
  size: number
  total: number
  pages: number
  records: T[]
}

export function paginate<T>(items: readonly T[], current: number, size: number): Page<T> {
  return {
    current,
    size,
    total: items.length,
    pages: Math.ceil(items.length / size),
    records: items.slice((current - 1) * size, current * size),
  }
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}
