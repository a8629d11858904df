import { HttpResponse, delay } from 'msw'
import type { MatchedCall } from './calls'
import type { Collector } from './collector'
import { readArgs, readFiles } from './checks/args'
import { identify } from './checks/identity'
import { roleProblem } from './checks/role'
import { checkSignature } from './checks/sign'
import { failure, newRequestId, success } from './envelope'
import { MockApiError, errors } from './errors'
import type { Fault, FaultRegistry } from './faults'
import { isCallName } from '../api/call-types'
import { callHandlers } from './handlers'
import type { MatchedHandler } from './handlers/context'
import type { MockStore } from './store'
import type { UploadedFiles } from './uploads'

// One named call, as a real backend would take it: injected fault first (it stands for the network or the
// server falling over), then the gateway's signature check, the role check (login, certified doctor), the payload
// check, the call.
export interface DispatchDeps {
  store: MockStore
  faults: FaultRegistry
  now: () => Date
  collector?: Collector
  /** Where uploaded files are kept (memory when absent). */
  uploads?: UploadedFiles
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } })
}

async function faultResponse(fault: Fault): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'latency':
      await delay(fault.ms)
      return undefined
    case 'http':
      // No msg unless one was given: the client then shows its own wording for the status.
      return jsonResponse(
        { code: String(fault.status), ...(fault.message ? { msg: fault.message } : {}), requestId: newRequestId() },
        fault.status,
      )
    case 'envelope':
      return jsonResponse(failure(fault.code, fault.msg))
    case 'timeout':
      await delay('infinite')
      return undefined
    case 'network':
      return HttpResponse.error()
  }
}

async function answer(matched: MatchedCall, request: Request, url: URL, deps: DispatchDeps): Promise<unknown> {
  const state = deps.store.state
  if (!matched.spec.unsigned) {
    const problem = await checkSignature(request, matched.signedPath, state)
    if (problem) throw problem
  }
  const identity = identify(request, state)
  const refused = roleProblem(matched.spec.auth, identity, state)
  if (refused) throw refused
  const files = await readFiles(request)
  const args = await readArgs(request, url, matched.spec, matched.params)
  if (args instanceof MockApiError) throw args
  if (!isCallName(matched.name)) throw errors.notImplemented(matched.name)
  // Each handler takes its own call's context; the args were checked against that call's request schema above.
  const handler: MatchedHandler = callHandlers[matched.name]
  const streaming = (request.headers.get('Accept') ?? '').includes('text/event-stream')
  return handler({
    call: matched.name,
    path: matched.signedPath,
    args,
    store: deps.store,
    identity,
    now: deps.now(),
    collector: deps.collector,
    streaming,
    files,
    uploads: deps.uploads,
  })
}

export async function dispatch(matched: MatchedCall, request: Request, deps: DispatchDeps): Promise<Response> {
  const fault = deps.faults.take(...matched.names)
  if (fault) {
    const response = await faultResponse(fault)
    if (response) return response
  }
  try {
    const data = await answer(matched, request, new URL(request.url), deps)
    // A streamed answer (the AI assistant's) is the handler's own response.
    if (data instanceof Response) return data
    return jsonResponse(success(data ?? null))
  } catch (error) {
    if (error instanceof MockApiError) return jsonResponse(failure(error.code, error.message), error.status)
    console.error(`[mock-api] ${matched.name} failed`, error)
    return jsonResponse(failure('500', '服务器内部错误'), 500)
  }
}
