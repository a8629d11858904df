import { useMemo } from 'react'
import { encode } from 'uqr'
import { qrPath } from '../../../renderers/qrcode/qr-path'

/**
 * A QR code of `value` for a phone's camera, drawn as the app's `qrcode` node draws one (uqr's matrix as one SVG
 * path): the app already carries uqr, so a preview link's code costs no new dependency.
 */
export function PreviewQr({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const code = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
    return { path: qrPath(data), modules }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${String(code.modules)} ${String(code.modules)}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.modules} height={code.modules} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  )
}
