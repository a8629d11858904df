// What client and backend agree on over the wire. Pure data, importable from Node: the embedded backend
// (src/mock-api) reads the same names so both sides cannot drift.

/** Where calls go when no address is configured (the embedded backend answers there). */
export { EMBEDDED_API_BASE as DEFAULT_API_BASE } from '../platform/api-base'

/** Envelope code of success; `data` is the result. */
export const SUCCESS_CODE = '000000'

/** Envelope codes with their own handling (SPEC §8). */
export const NOT_LOGGED_IN_CODE = '125000401'
/** A refusal: a signature the gateway does not accept (http/signing-key.ts), or a call the role may not make. */
export const REFUSED_CODE = '125000403'
export const FAILURE_ICON_CODES: readonly string[] = [REFUSED_CODE, '125000418']

/** Config code whose value is the signing key as JSON text ({ keyVersion, signType, key }). */
export const SIGN_SECRET_CODE = 'SIGN_SECRET_KEY'

/** The one signType the client signs with (see http/signature.ts). */
export const SIGN_TYPE = 'HMAC-SHA256'

export const REQUEST_HEADERS = {
  accept: 'Accept',
  contentType: 'Content-Type',
  deviceOs: 'Device-OS',
  deviceId: 'Device-Id',
  userToken: 'x-user-token',
  runAsUserToken: 'run-as-user-token',
  keyVersion: 'kVer',
  sign: 'sign',
} as const

export const RESPONSE_HEADERS = {
  grayFlag: 'x-gray-flag',
} as const

/** The path prefixes swapped by page: doctor pages use doabf, every other page reabs. */
export const DOCTOR_PREFIX = '/doabf/'
export const RESIDENT_PREFIX = '/reabs/'
