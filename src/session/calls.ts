// The backend calls the session makes, typed by name: the API client is one.
import type { CallName, CallRequest, CallResponse } from '../api/call-types'

export interface SessionCalls {
  call: <N extends CallName>(name: N, args?: CallRequest<N>, options?: { silent?: boolean }) => Promise<CallResponse<N>>
}
