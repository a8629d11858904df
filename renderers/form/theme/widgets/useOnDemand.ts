import type { Registry } from '@rjsf/utils'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { formText, runFromField } from '../../form-context'
import type * as OnDemandParts from './on-demand-parts'

type Parts = typeof OnDemandParts

let loaded: Parts | undefined
let loading: Promise<Parts> | undefined

/** Fetch the on-demand parts' code (once; a failed fetch is tried again next time). */
export function loadOnDemandParts(): Promise<Parts> {
  loading ??= import('./on-demand-parts').then(
    (parts) => (loaded = parts),
    (e: unknown) => {
      loading = undefined
      throw e
    },
  )
  return loading
}

export interface OnDemandPart {
  /** The parts' components, once their code is here; the field draws its picker (or viewer) from then on. */
  parts: Parts | undefined
  open: boolean
  /** Open the picker, as soon as its code is here; if it cannot be fetched, say so and keep the form as it is. */
  show: () => void
  hide: () => void
  /** The user is about to open it (pointer down, focus): start fetching the code. */
  reach: () => void
}

/**
 * A field's picker (or picture viewer), whose code arrives when the user first reaches for it rather than with the
 * form: most visits to a form never open one, and the first paint should not wait for it.
 */
export function useOnDemand(registry: Registry): OnDemandPart {
  const [parts, setParts] = useState(() => loaded)
  const [open, setOpen] = useState(false)
  // The picker is drawn closed first and then opened, as antd-mobile expects (it slides in, and its wheel
  // takes the first tap); one drawn already open skips both.
  const openWith = (ready: Parts) => {
    if (!parts) flushSync(() => setParts(ready))
    setOpen(true)
  }
  const show = () => {
    if (loaded) {
      openWith(loaded)
      return
    }
    loadOnDemandParts().then(openWith, () => void runFromField(registry, { action: 'toast', text: formText(registry, 'networkError') }))
  }
  const reach = () => void loadOnDemandParts().catch(() => undefined)
  return { parts, open, show, hide: () => setOpen(false), reach }
}
