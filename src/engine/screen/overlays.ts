// What a screen shows over its page: a popup action's frame. The action opens one here and the screen view
// draws it inside the screen (so its nodes read the screen's scope and close with the screen); the engine
// knows no popup component: the frame is the node type the app registers (renderers/popup).
import type { NodeConfig, Scope } from '../types'

/** The node type an overlay's frame is drawn with, as `page` is the frame of the screen itself. */
export const POPUP_FRAME = 'popup'

export interface Overlay {
  /** Unique on its screen; the frame closes itself with it. */
  id: string
  /** The frame node (type POPUP_FRAME, with its props and child nodes as written). */
  node: NodeConfig
  /** Scope added to the screen's for the frame's nodes (the `item` of the row that opened it). */
  extra?: Partial<Scope>
}

export class OverlayStore {
  private shown: readonly Overlay[] = []
  private readonly closers = new Map<string, () => void>()
  private readonly listeners = new Set<() => void>()
  private count = 0

  /** Show a frame (its own id is replaced); resolves when it closes. */
  open(node: NodeConfig, extra?: Partial<Scope>): Promise<void> {
    const id = `overlay-${++this.count}`
    return new Promise((resolve) => {
      this.closers.set(id, resolve)
      this.set([...this.shown, { id, node: { ...node, id }, extra }])
    })
  }

  close(id: string): void {
    const done = this.closers.get(id)
    if (!done) return
    this.closers.delete(id)
    this.set(this.shown.filter((o) => o.id !== id))
    done()
  }

  /** The same array until something opens or closes (a snapshot for useSyncExternalStore). */
  list = (): readonly Overlay[] => this.shown

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private set(next: readonly Overlay[]): void {
    this.shown = next
    for (const listener of this.listeners) listener()
  }
}
