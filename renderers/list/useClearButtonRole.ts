import { useEffect, type RefObject } from 'react'

/**
 * antd-mobile's clear control in an input is a <div aria-label="清除"> with no role (antd-mobile 5.43): screen
 * readers drop a name on an element without a role, and axe fails it (aria-prohibited-attr). Until antd-mobile
 * gives it one, the clear controls inside `ref` become buttons as they appear (they come and go with the text).
 */
export function useClearButtonRole(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const label = () => {
      for (const clear of root.querySelectorAll('.adm-input-clear:not([role])')) clear.setAttribute('role', 'button')
    }
    label()
    const observer = new MutationObserver(label)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [ref])
}
