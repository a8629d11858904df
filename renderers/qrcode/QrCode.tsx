import { useMemo } from 'react'
import { encode } from 'uqr'
import type { RendererProps } from '../../src/engine'
import type { QrcodeNode } from '../../src/generated/screen'
import { qrPath } from './qr-path'
import './qrcode.css'

const DEFAULT_SIZE = 160
/** Modules of light margin around the code, so scanners find its edges on any background. */
const QUIET_ZONE = 2

/** A QR code of `value`, drawn as one SVG path from uqr's matrix; an image named by `label` (default 二维码). */
export function QrCode({ node, ctx }: RendererProps<QrcodeNode>) {
  const value = node.value
  const level = node.level ?? 'M'
  const code = useMemo(() => {
    if (!value) return undefined
    try {
      const { data, size } = encode(value, { ecc: level, border: QUIET_ZONE })
      return { path: qrPath(data), size }
    } catch {
      // Too long for a QR code: an empty box, not a broken screen.
      return undefined
    }
  }, [value, level])
  const size = node.size ?? DEFAULT_SIZE
  const label = node.label || ctx.t('qrcode')
  if (!code) return <span className="edu-qrcode" role="img" aria-label={label} style={{ width: size, height: size }} />
  return (
    <svg
      className="edu-qrcode"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  )
}
