// The request signature: HMAC-SHA256 over the signed path, keyed with the signing key's `key` (UTF-8),
// written as lowercase hex. WebCrypto only, so the same function runs in the browser, in jsdom and in Node 20,
// and the embedded backend verifies with exactly this code.
//
// The signed path is the call's path as sent, after the reabs/doabf swap and placeholder filling, starting
// with '/', without the API base and without the query: for GET {base}/doabf/area/by_parent?parentCode=1 it is
// '/doabf/area/by_parent'.

const encoder = new TextEncoder()

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function signPath(path: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(path)))
}

/** Whether `sign` is the signature of `path` with `key` (what a backend checks). */
export async function verifyPathSignature(path: string, key: string, sign: string): Promise<boolean> {
  return (await signPath(path, key)) === sign.toLowerCase()
}
