import { startTransition, useEffect, useState } from 'react'
import type { ScreenRoute } from '../engine'
import { guardRoute, mayStartEarly } from '../session'
import { useShell } from './shell-context'
import { useLocation, useNavigate } from './router'

const isAbsolute = (url: string) => /^https?:\/\//i.test(url)

/** refused: the guard sends the visitor elsewhere (log in, certification, back); the screen is never drawn. */
export type GuardState = 'waiting' | 'allowed' | 'refused' | 'failed'

/**
 * Whether the visitor may see a route (SPEC §6), once the shell is ready. The decision is the session's
 * (src/session/guard.ts, the one guard); this hook only waits for it and carries it out: stay, go to the identity
 * provider or certification, or back.
 */
export function useGuard(auth: ScreenRoute['auth']): GuardState {
  const { api, notify, startup, facts, guards } = useShell()
  const navigate = useNavigate()
  const { key } = useLocation()
  const [allowedAt, setAllowedAt] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [refusedAt, setRefusedAt] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    // The guard's checks start as the route's frame is painted (this effect), while the screen's code and data
    // load, when the visitor's identity is settled (their calls wait inside the client for the signing key and are
    // signed as soon as it is there). Started in a layout effect instead, at the frame's commit, they measured no
    // faster (2026-11-28). A page frame began them as the entry started, beside its data (frame-asks.ts).
    const early =
      auth !== 'none' && mayStartEarly(auth) ? (guards.take(auth, window.location.href) ?? guardRoute(auth, { api, notify })) : undefined
    // Every screen waits for startup (SPEC §4: the loader stays up until the signing key is ready).
    const ready = startup.then(
      () => (auth === 'none' ? ('allow' as const) : (early ?? guardRoute(auth, { api, notify }))),
      () => {
        if (live) setFailed(true)
        return undefined
      },
    )
    void ready.then((outcome) => {
      if (!live || outcome === undefined) return
      // A transition: the screen (a form can be heavy) renders in slices, the frame staying up meanwhile.
      if (outcome === 'allow') {
        startTransition(() => setAllowedAt(key))
        return
      }
      setRefusedAt(key)
      if (outcome === 'back') navigate(-1)
      else if (outcome === 'certify') navigate(facts.certification(), { replace: true })
      // The identity provider's address is the app's own (loginUrl), never one read from outside. It replaces
      // the refused page, so Back after logging in never shows the login page.
      else if (isAbsolute(outcome.redirect)) window.location.replace(outcome.redirect)
      else navigate(outcome.redirect, { replace: true })
    })
    return () => {
      live = false
    }
  }, [api, auth, facts, guards, key, navigate, notify, startup])
  return failed ? 'failed' : allowedAt === key ? 'allowed' : refusedAt === key ? 'refused' : 'waiting'
}
