// The API layer's public face for the shell.
export { createApiClient, type ApiClient, type ApiClientOptions } from './client'
export { ApiError } from './errors'
export { catalogue, callNames, hasCall, assumedCalls, type CallSpec } from './catalogue'
export { signPath, verifyPathSignature } from './http/signature'
