import { useEffect } from 'react'
import { useEngine } from '../view/EngineProvider'

/**
 * A loading toast while `loading`, when the config asks for one (the points bill). It is not cleared when a
 * failure's message has replaced it (toasts show one at a time), so the message stays readable.
 */
export function useLoadingToast(text: string | undefined, loading: boolean, replaced: { current: boolean }): void {
  const { services } = useEngine()
  useEffect(() => {
    if (!text || !loading) return
    replaced.current = false
    services.toast({ text, icon: 'loading', duration: 0 })
    return () => {
      if (!replaced.current) services.clearToast()
    }
  }, [services, text, loading, replaced])
}
