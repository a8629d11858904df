// The headers every call carries (SPEC §7).
import type { SigningKey } from '../../generated/api'
import { REQUEST_HEADERS as H } from '../wire'

export interface HeaderValues {
  deviceOs: string
  deviceId: string
  userToken?: string
  runAsUserToken?: string
  /** FormData sets its own Content-Type with the boundary. */
  formData: boolean
  signature?: { key: SigningKey; sign: string }
}

export function requestHeaders(v: HeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    [H.accept]: 'application/json, text/plain, */*',
    [H.deviceOs]: v.deviceOs,
    [H.deviceId]: v.deviceId,
  }
  if (!v.formData) headers[H.contentType] = 'application/json;charset=UTF-8'
  if (v.userToken) headers[H.userToken] = v.userToken
  if (v.runAsUserToken) headers[H.runAsUserToken] = v.runAsUserToken
  if (v.signature) {
    headers[H.keyVersion] = String(v.signature.key.keyVersion)
    headers[H.sign] = v.signature.sign
  }
  return headers
}
