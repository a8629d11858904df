// The API layer's public face for the shell.
export { createApiClient, type ApiClient, type ApiClientOptions } from './client'
export { ApiError } from './errors'
export type { Notice, Notify } from './notify'
export type { ApiSession, CallIdentity } from './session-port'
export { catalogue, callNames, isCatalogueName, assumedCalls, type CallSpec, type CatalogueName } from './catalogue'
export { isCallName, type CallMap, type CallName, type CallRequest, type CallResponse } from './call-types'
export { signPath, verifyPathSignature } from './http/signature'
export { apiBase, beaconUrl, embeddedBackend, sendBeacon } from './beacon'
