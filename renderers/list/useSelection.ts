import { useLayoutEffect, useRef } from 'react'
import { useScopeValue, type NodeContext } from '../../src/engine'

export interface Selection {
  enabled: boolean
  has: (key: unknown) => boolean
  toggle: (key: unknown) => void
}

/**
 * Multi-select kept in screen state (state.<stateKey>, keys in the order chosen), so a Done button or a call's
 * args read it like any other state: {{ state.selected }}, {{ len(state.selected) }}.
 */
export function useSelection(stateKey: string | undefined, ctx: NodeContext): Selection {
  const value = useScopeValue(stateKey ? `state.${stateKey}` : undefined)
  const keys = Array.isArray(value) ? (value as unknown[]) : []
  // Two taps before the list redraws must both count.
  const latest = useRef(keys)
  useLayoutEffect(() => {
    latest.current = keys
  })
  return {
    enabled: !!stateKey,
    has: (key) => keys.includes(key),
    toggle(key) {
      if (!stateKey) return
      const now = latest.current
      const next = now.includes(key) ? now.filter((k) => k !== key) : [...now, key]
      latest.current = next
      ctx.screen.setState(stateKey, next)
    },
  }
}
