// A call named in a config (the `call` data source and action): the name is a string until it is checked
// against the host's calls. An unknown name fails as the API layer fails a bad call: its message shown,
// code UNKNOWN_CALL, nothing sent.
import type { CallMap } from '../../generated/api'
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
  if (!services.isCall(name)) {
    const message = unknownCallMessage(name)
    if (!options?.silent) services.toast({ text: message })
    throw new UnknownCallError(message)
  }
  // A config's args are data: the request schema, not the type checker, is what holds them (contract tests,
  // the embedded backend's checks).
  return services.call(name, args as CallMap[typeof name]['request'], options)
}
