import { startTransition, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ScreenRoute } from '../engine'
import { guardRoute } from '../session'
import { useShell } from './shell-context'

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

export type GuardState = 'waiting' | 'allowed' | 'failed'

/**
 * Whether the visitor may see a route (SPEC §6), once the shell is ready. The decision is the session's
 * (src/session/guard.ts, the one guard); this hook only waits for it and carries it out: stay, go to the identity
 * provider or certification, or back.
 */
export function useGuard(auth: ScreenRoute['auth']): GuardState {
  const { api, notify, startup } = useShell()
  const navigate = useNavigate()
  const { key } = useLocation()
  const [allowedAt, setAllowedAt] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    // Every screen waits for the signing key (SPEC §4: the loader stays up until it is ready).
    const ready = startup.then(
      () => (auth === 'none' ? ('allow' as const) : guardRoute(auth, { api, notify })),
      () => {
        if (live) setFailed(true)
        return undefined
      },
    )
    void ready.then((outcome) => {
      if (!live || outcome === undefined) return
      // A transition: the screen (a form can be heavy) renders in slices, the frame staying up meanwhile.
      if (outcome === 'allow') startTransition(() => setAllowedAt(key))
      else if (outcome === 'back') void navigate(-1)
      // The identity provider's address is the app's own (loginUrl), never one read from outside.
      else if (isAbsolute(outcome.redirect)) window.location.assign(outcome.redirect)
      else void navigate(outcome.redirect, { replace: true })
    })
    return () => {
      live = false
    }
  }, [api, auth, key, navigate, notify, startup])
  return failed ? 'failed' : allowedAt === key ? 'allowed' : 'waiting'
}
