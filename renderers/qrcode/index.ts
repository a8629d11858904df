import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { QrcodeNode } from '../../src/generated/screen'

// The encoder (uqr) comes in this chunk, fetched only by screens that show a QR code: the entry stays as it is.
const QrCode = lazyComponent(() => import('./QrCode').then((m) => m.QrCode))

export const definition: RendererDefinition<QrcodeNode> = { type: 'qrcode', component: QrCode, preload: QrCode.preload }
