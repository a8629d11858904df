// The API layer's public face for the shell.
export { ABORTED, createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from './client'
export { ApiError } from './errors'
export type { Notice, Notify } from './notify'
export type { ApiSession, CallIdentity } from './session-port'
// The catalogue itself (each call's prose) is for Node tools and the embedded backend: import it from
// './catalogue' there. The browser makes calls from the generated wire table (call-wire.ts).
export type { CallSpec, CallWire } from './call-spec'
export type { CatalogueName } from './catalogue'
export { isCallName, type CallMap, type CallName, type CallRequest, type CallResponse } from './call-types'
export { addCallWire } from './call-wire'
export { signPath, verifyPathSignature } from './http/signature'
export { CALLS_KEPT, type CallRecord } from './call-log'
export { apiBase, beaconUrl, embeddedBackend, sendBeacon } from './beacon'
