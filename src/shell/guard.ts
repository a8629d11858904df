import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ScreenRoute } from '../engine'
import { guardRoute } from '../platform'
import { useShell } from './shell-context'

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/**
 * Whether the visitor may see a route (SPEC §6): `none` at once; `login` and `doctor` after the platform's
 * guard, which may send the visitor to the identity provider, to certification, or back.
 */
export function useGuard(auth: ScreenRoute['auth']): boolean {
  const { api, notify } = useShell()
  const navigate = useNavigate()
  const { key } = useLocation()
  const [allowedAt, setAllowedAt] = useState<string | null>(null)
  useEffect(() => {
    if (auth === 'none') return
    let live = true
    void guardRoute(auth, { api, notify }).then((outcome) => {
      if (!live) return
      if (outcome === 'allow') setAllowedAt(key)
      else if (outcome === 'back') void navigate(-1)
      else if (isAbsolute(outcome.redirect)) window.location.assign(outcome.redirect)
      else void navigate(outcome.redirect, { replace: true })
    })
    return () => {
      live = false
    }
  }, [api, auth, key, navigate, notify])
  return auth === 'none' || allowedAt === key
}
