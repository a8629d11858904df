// Stories on the embedded backend (every screen story; any story with parameters.backend): msw-storybook-addon
// starts the worker with src/mock-api's handlers, the demo person logs in, and the platform's startup gets the
// signing key, all before the story draws, as the app's loader does. Other stories keep their fake services and
// never start a worker.
import type { Loader, StoryContext } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { action } from 'storybook/actions'
import { createApiClient, type ApiClient, type Notify } from '../src/api'
import type { ClientRole } from '../src/platform'
import { clearLogin, createApiSession, guardRoute, saveUserToken, startup, userToken, type RouteAuth } from '../src/session'
import { SESSION_KEYS } from '../src/platform/storage-keys'
import { showToast } from '../src/shell/toast'

export type StoryUser = 'doctor' | 'resident' | 'visitor'

/** What a story may say in its parameters. */
export interface BackendParameters {
  /** Run on the embedded backend through the real API client (screen stories always do). */
  backend?: boolean
  /** Who is logged in, unless the User toolbar says otherwise. Default: visitor. */
  user?: StoryUser
  /** Doctor or health pages (the API client swaps gateways by it). Default: doctor for the doctor, else health. */
  clientRole?: ClientRole
  /** The route's guard, run once logged in; whatever it would do instead of showing the page goes to Actions. */
  auth?: RouteAuth
}

export interface BackendSession {
  api: ApiClient
  user: StoryUser
  token: string | undefined
  /** New with every login, so the decorator draws a fresh engine. */
  serial: number
}

// The worker script is public/mockServiceWorker.js (staticDirs), next to iframe.html both under `storybook dev` and
// in storybook-static: a relative URL keeps it (and its scope) right wherever the static build is served.
const startWorker = mswLoader(async () => {
  const [{ setupWorker }, { mockHandlers }] = await Promise.all([import('msw/browser'), import('../src/mock-api/storybook')])
  // Initial handlers survive the addon's reset between stories; a story's parameters.msw handlers go first.
  const worker = setupWorker(...mockHandlers())
  await worker.start({ serviceWorker: { url: './mockServiceWorker.js' }, quiet: true, onUnhandledRequest: 'bypass' })
  return worker
})

const notify: Notify = (notice) => {
  action('notify')(notice)
  void showToast(notice)
}

/** Tokens opened in this page, so switching people back and forth reuses sessions instead of piling them up. */
const tokens = new Map<StoryUser, string>()
let serial = 0
let last: { key: string; session: Promise<BackendSession> } | undefined

async function open(user: StoryUser, clientRole: ClientRole, auth: RouteAuth): Promise<BackendSession> {
  const previous = userToken()
  clearLogin() // the previous person's token, cached account and doctor check
  sessionStorage.setItem(SESSION_KEYS.clientRole, clientRole)
  if (user !== 'visitor') {
    const { demoSessionToken } = await import('../src/mock-api/storybook')
    const token = demoSessionToken(user, tokens.get(user) ?? previous)
    tokens.set(user, token)
    saveUserToken(token)
  }
  const api = createApiClient({ notify, session: createApiSession(notify, action('redirect')) })
  await startup(api)
  // The guard caches the account (user scope, call payloads) as the app's would; its verdict is only logged.
  const outcome = await guardRoute(auth, { api, notify })
  if (outcome !== 'allow') action('guard')(outcome)
  return { api, user, token: userToken(), serial: ++serial }
}

/**
 * Each story enters its route afresh (its guard verdict shows in Actions); loaders also re-run on every arg or
 * global change, which keeps the session while the story, the person and the token stay.
 */
async function session(storyId: string, user: StoryUser, clientRole: ClientRole, auth: RouteAuth): Promise<BackendSession> {
  const key = `${storyId}:${user}:${clientRole}:${auth}`
  const kept = last?.key === key ? await last.session.catch(() => undefined) : undefined
  if (kept && kept.token === userToken()) return kept
  last = { key, session: open(user, clientRole, auth) }
  return last.session
}

export function storyUser(context: Pick<StoryContext, 'globals' | 'parameters'>): StoryUser {
  return (context.globals.user as StoryUser | undefined) ?? (context.parameters as BackendParameters).user ?? 'visitor'
}

/** The one project loader: the worker first, then the session (project loaders run in parallel, so one). */
export const backendLoader: Loader = async (context) => {
  const parameters = context.parameters as BackendParameters
  if (!parameters.backend) return {}
  await startWorker(context)
  const user = storyUser(context)
  const backend = await session(
    context.id,
    user,
    parameters.clientRole ?? (user === 'doctor' ? 'doctor' : 'health'),
    parameters.auth ?? 'none',
  )
  return { backend }
}

export function loadedBackend(loaded: Record<string, unknown>): BackendSession | undefined {
  return loaded.backend as BackendSession | undefined
}
