// A call named in a config (the `call` data source and action): the name is a string until it is checked
// against the host's calls. An unknown name fails as the API layer fails a bad call: its message shown,
// code UNKNOWN_CALL, nothing sent.
import type { CallMap, CallName } from '../../generated/api'
import { unknownCallMessage } from '../../api/http/error-catalogue'
import type { EngineServices } from '../types'

export class UnknownCallError extends Error {
  readonly code = 'UNKNOWN_CALL'
}

export async function callByName(
  services: EngineServices,
  name: string,
  args: unknown,
  options?: { silent?: boolean; signal?: AbortSignal },
): Promise<unknown> {
  // At once when the host knows (a boolean): a known call is asked for in this same task.
  const known = services.isCall(name)
  if (!(typeof known === 'boolean' ? known : await known)) {
    const message = unknownCallMessage(name)
    if (!options?.silent) void services.toast({ text: message })
    throw new UnknownCallError(message)
  }
  // A config's args are data: the request schema, not the type checker, is what holds them (contract tests,
  // the embedded backend's checks).
  const call = name as CallName
  return services.call(call, args as CallMap[typeof call]['request'], options)
}
