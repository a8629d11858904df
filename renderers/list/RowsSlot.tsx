import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Why the rows draw through a portal: pull-to-refresh arrives in its own chunk, often after the rows have drawn,
 * and wrapping them in it then would build them again, so whatever the user had opened or typed in a row would
 * be gone. The rows draw into one element of their own (createPortal, always at the same place in the tree) and
 * each frame around them only moves that element into its slot.
 */
export function useRowsElement(): HTMLElement | null {
  // None where there is no document (a frame drawn at build time, docs/frames.md): the slot stays empty there, as it
  // is in the browser until its layout effect brings the rows in.
  const [element] = useState(() => {
    if (typeof document === 'undefined') return null
    const div = document.createElement('div')
    div.className = 'edu-list__body'
    return div
  })
  return element
}

/** Where the rows element sits in the frame that currently holds it. */
export function RowsSlot({ element }: { element: HTMLElement | null }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const parent = slot.current
    if (!element) return undefined
    parent?.appendChild(element)
    return () => {
      if (parent && element.parentNode === parent) parent.removeChild(element)
    }
  }, [element])
  return <div ref={slot} className="edu-list__slot" />
}
