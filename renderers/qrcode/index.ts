import { lazyRenderer } from '../../src/engine'
import type { QrcodeNode } from '../../src/generated/screen'

// The encoder (uqr) comes in this chunk, fetched only by screens that show a QR code: the entry stays as it is.
export const definition = lazyRenderer<QrcodeNode>('qrcode', () => import('./QrCode').then((m) => m.QrCode))
