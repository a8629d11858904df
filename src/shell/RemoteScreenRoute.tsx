import { Suspense, useEffect, useMemo, useState } from 'react'
import { EngineProvider, ScreenHost, UnavailablePage, useEngine, type LoadedScreen } from '../engine'
// Straight from its module, not the engine's index: so it stays in this lazy chunk, out of the entry.
import { checkRemoteScreen } from '../engine/remote/check-remote-screen'
import { addAllWords } from './all-words'
import { useShell } from './shell-context'
import { reloadWithTimeString } from './services'
import { ShellLoader } from './ShellLoader'
import { useGuard } from './useGuard'
import { useParams, useSearch } from './router'
import { PASTED_FILE, readPastedScreen } from './devtools/pasted-screen'
import { keepNoEntries } from './staff/keep-no-entries'

type Fetched = ({ loaded: LoadedScreen } | { failed: true }) & { file: string }

/**
 * An activity page published at run time (SPEC §2's {token} and {token}{id} routes): its config comes from
 * `screens.get`, is checked against the screen language (precompiled, src/engine/remote) and drawn only when it
 * passes (and, for the 调试 panel, a config pasted there: /debug/pasted; for a preview link, the draft that
 * `screens.preview` gives for its key: /activity/preview/{token}?key=, checked the same). A config with problems shows the failure page and is reported (ScreenHost); one that cannot be had too.
 */
export function RemoteScreenRoute({ from = 'backend' }: { from?: 'backend' | 'pasted' | 'preview' }) {
  const engine = useEngine()
  const { api } = useShell()
  const { token = '', id } = useParams()
  const search = useSearch()
  // A preview's key opens its draft; the screen itself never sees it.
  const key = from === 'preview' ? (search.get('key') ?? '') : ''
  const query = useMemo(
    () => Object.fromEntries([...search.entries()].filter(([name]) => !(from === 'preview' && name === 'key'))),
    [search, from],
  )
  // The call is signed: wait for the signing key like every screen (no login needed to fetch a public page).
  const startup = useGuard('none')
  // A draft is tried out, not answered: its form's entries are not kept (staff/keep-no-entries.ts).
  const tryOut = useMemo(() => ({ ...engine, services: keepNoEntries(engine.services) }), [engine])
  const file = from === 'pasted' ? PASTED_FILE : `${from === 'preview' ? 'preview' : 'remote'}:${token}${id ? `/${id}` : ''}`
  // An answer counts only for the page it was fetched for: another token shows the loader, not the last page.
  const [answer, setFetched] = useState<Fetched>()
  const fetched = answer?.file === file ? answer : undefined
  useEffect(() => {
    if (startup !== 'allowed') return
    let live = true
    const page = id ? { token, id } : { token }
    const config =
      from === 'pasted'
        ? Promise.resolve().then(readPastedScreen)
        : from === 'preview'
          ? api.call('screens.preview', { ...page, key }).then((answer) => answer.config)
          : api.call('screens.get', page).then((answer) => answer.config)
    // It may name any of the shared words, not only those the entry carries.
    addAllWords(engine)
    config
      .then((value) => checkRemoteScreen(value, file, engine, location.origin))
      .then(
        (loaded) => live && setFetched({ loaded, file }),
        (e: unknown) => {
          engine.services.report(e, { remoteScreen: file })
          if (live) setFetched({ failed: true, file })
        },
      )
    return () => {
      live = false
    }
  }, [api, engine, startup, token, id, from, file, key])
  const refresh = () => reloadWithTimeString()
  if (startup === 'failed' || (fetched && 'failed' in fetched)) {
    return <UnavailablePage text={engine.text} onRefresh={refresh} />
  }
  if (!fetched) return <ShellLoader />
  const screen = <GuardedRemoteScreen loaded={fetched.loaded} route={{ token, id }} query={query} />
  if (from !== 'preview') return screen
  return <EngineProvider engine={tryOut}>{screen}</EngineProvider>
}

/** The config's own first route says who may see it (a published page may ask for a login). */
function GuardedRemoteScreen({
  loaded,
  route,
  query,
}: {
  loaded: LoadedScreen
  route: Record<string, string | undefined>
  query: Record<string, string>
}) {
  const engine = useEngine()
  const guard = useGuard(loaded.config?.routes[0]?.auth ?? 'none')
  if (guard === 'failed') return <UnavailablePage text={engine.text} onRefresh={() => reloadWithTimeString()} />
  if (guard === 'waiting') return <ShellLoader />
  return (
    <Suspense fallback={<ShellLoader />}>
      <ScreenHost loaded={loaded} route={route} query={query} />
    </Suspense>
  )
}
