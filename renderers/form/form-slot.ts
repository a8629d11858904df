// The form's handle is registered as soon as the node is drawn, before its heavy chunk (rjsf, pickers,
// validator) has loaded: a fixed footer button pressed that early still submits, once the form is there.
import { useEffect, useState } from 'react'
import type { FormHandle, NodeContext } from '../../src/engine'

export interface FormSlot {
  /** The loaded form hands its own handle over here (and null when it goes). */
  connect: (handle: FormHandle | null) => void
}

export function useFormSlot(id: string, ctx: NodeContext): FormSlot {
  const [slot] = useState(() => {
    let inner: FormHandle | null = null
    let arrived: (handle: FormHandle) => void = () => undefined
    let ready = new Promise<FormHandle>((resolve) => (arrived = resolve))
    // The screen listens to the slot from the start; the loaded form's changes are relayed to it.
    const listeners = new Set<() => void>()
    const tell = () => listeners.forEach((l) => l())
    let stopRelay: (() => void) | undefined
    const handle: FormHandle = {
      values: () => inner?.values() ?? {},
      submit: async () => (await ready).submit(),
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }
    const connect = (next: FormHandle | null) => {
      stopRelay?.()
      stopRelay = next?.subscribe?.(tell)
      inner = next
      tell()
      if (next) arrived(next)
      else ready = new Promise<FormHandle>((resolve) => (arrived = resolve))
    }
    return { handle, connect }
  })
  useEffect(() => ctx.screen.forms.register(id, slot.handle), [id, ctx.screen, slot])
  return slot
}
