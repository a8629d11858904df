// Pictures staff upload for their pages (a banner's picture): PNG, JPEG or WebP up to 2 MB, kept in the store and
// served from this site, so the image-host rule lets a page show them. The type is read from the file's first
// bytes, not taken from the request: what is served as image/png is a PNG.
import { createHash } from 'node:crypto'

export const MAX_ASSET_BYTES = 2 * 1024 * 1024
export const ASSETS_PATH = '/edu/screens-api/assets'

export type AssetType = 'image/png' | 'image/jpeg' | 'image/webp'

export interface Asset {
  id: string
  contentType: AssetType
  bytes: Uint8Array
}

const startsWith = (bytes: Uint8Array, at: number, signature: number[]) => signature.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => Array.from(Buffer.from(text, 'latin1'))

/** The picture's type by its signature, or undefined for anything else (SVG is refused: it can carry script). */
export function pictureType(bytes: Uint8Array): AssetType | undefined {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp'
  return undefined
}

/** Named by its content: the same picture uploaded twice is one asset, and an address never changes meaning. */
export const assetId = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32)

export const ASSET_ID = /^[0-9a-f]{32}$/

export const assetUrl = (id: string) => `${ASSETS_PATH}/${id}`
