import { useSyncExternalStore } from 'react'
import { useFrame } from './frame'
import { NodeView } from './NodeView'

/** The popups a screen's actions opened, drawn inside the screen with its scope (see screen/overlays.ts). */
export function ScreenOverlays() {
  const { screen } = useFrame()
  const shown = useSyncExternalStore(screen.overlays.subscribe, screen.overlays.list, screen.overlays.list)
  return shown.map((o) => <NodeView key={o.id} node={o.node} extra={o.extra} />)
}
