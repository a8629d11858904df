import { verifyPathSignature } from '../../api/http/signature'
import { REQUEST_HEADERS, SIGN_SECRET_CODE } from '../../api/wire'
import { errors, type MockApiError } from '../errors'
import type { MockState } from '../state'
import type { SigningKey } from '../../generated/api'

/** What the gateway reads of the SIGN_SECRET_KEY config value. */
type GatewayKey = Pick<SigningKey, 'keyVersion' | 'key'>

function currentKey(state: MockState): GatewayKey | undefined {
  const item = state.configItems.find((entry) => entry.code === SIGN_SECRET_CODE)
  try {
    return item ? (JSON.parse(item.value) as GatewayKey) : undefined
  } catch {
    return undefined
  }
}

/** What a real gateway checks: kVer names the current key and sign is the HMAC of the path with it. */
export async function checkSignature(request: Request, signedPath: string, state: MockState): Promise<MockApiError | undefined> {
  const sign = request.headers.get(REQUEST_HEADERS.sign)
  const version = request.headers.get(REQUEST_HEADERS.keyVersion)
  if (!sign) return errors.badSign('缺少 sign 请求头')
  const key = currentKey(state)
  if (!key) return errors.badSign('服务端未配置签名密钥')
  if (version !== String(key.keyVersion)) return errors.badSign(`签名密钥版本 kVer=${version ?? '空'} 无效，当前版本为 ${key.keyVersion}`)
  if (!(await verifyPathSignature(signedPath, key.key, sign))) return errors.badSign('sign 与请求路径不匹配')
  return undefined
}
