import { http, type RequestHandler } from 'msw'
import { matchCall, type MatchedCall } from './calls'
import { dispatch } from './dispatch'
import { createCollector, type Collector } from './collector'
import { createFaultRegistry, type FaultRegistry } from './faults'
import { IDP_LOGIN_PATH, idpPageHtml, isIdpPath, openSession, roleOf, safeRedirect, tokenCookie } from './idp'
import { createStore, type MockStore, type Persistence } from './store'
import { createMockSocketServer, type MockSocketServer } from './socket'
import { mediaResponse, memoryUploads, UPLOADED_MEDIA_PATH, type UploadedFiles } from './uploads'

// The embedded backend: a store, the injected faults, and the MSW handlers that answer over them.
export interface MockBackend {
  store: MockStore
  faults: FaultRegistry
  /** Usage events and error reports the app sent. */
  collector: Collector
  handlers: RequestHandler[]
  /** The chat socket: `socket.handler` goes to msw beside `handlers`; its faults. */
  socket: MockSocketServer
  /** The files uploaded (videos). */
  uploads: UploadedFiles
  /** Back to the seed, with no faults. */
  reset: () => void
}

export interface MockBackendOptions {
  persistence?: Persistence
  /** Where injected faults are kept (sessionStorage in the browser); memory when absent. */
  faultStorage?: Storage
  /** Where collected events and reports are kept (sessionStorage in the browser); memory when absent. */
  collectorStorage?: Storage
  /** Where the socket's faults are kept (sessionStorage in the browser); memory when absent. */
  socketStorage?: Storage
  /** Where uploaded files are kept (IndexedDB in the browser); memory when absent. */
  uploads?: UploadedFiles
  now?: () => Date
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const now = options.now ?? (() => new Date())
  const store = createStore(options.persistence, now)
  const faults = createFaultRegistry(options.faultStorage)
  const collector = createCollector(options.collectorStorage)
  const socket = createMockSocketServer(store, now, options.socketStorage)
  const uploads = options.uploads ?? memoryUploads()
  const matched = new WeakMap<Request, MatchedCall>()

  const api = http.all(
    ({ request }) => {
      const call = matchCall(request.method, new URL(request.url))
      if (call) matched.set(request, call)
      return call !== undefined
    },
    ({ request }) => {
      const call = matched.get(request) ?? matchCall(request.method, new URL(request.url))
      return call && dispatch(call, request, { store, faults, now, collector, uploads })
    },
  )

  // The identity provider over HTTP (node tests, fetch); in the browser idp-page.ts draws the same page.
  const idpLogin = http.get(
    ({ request }) => new URL(request.url).pathname === IDP_LOGIN_PATH,
    ({ request }) => {
      const url = new URL(request.url)
      const role = roleOf(url.searchParams.get('as'))
      if (!role) return new Response('as 参数应为 doctor 或 resident', { status: 400 })
      const headers = new Headers({ Location: safeRedirect(url.searchParams.get('redirect_uri'), url.origin) })
      headers.append('Set-Cookie', tokenCookie(openSession(store, role, url.searchParams.get('shareUserCode'))))
      return new Response(null, { status: 302, headers })
    },
  )
  const idpPage = http.get(
    ({ request }) => isIdpPath(new URL(request.url).pathname),
    ({ request }) => {
      const url = new URL(request.url)
      return new Response(idpPageHtml(url.searchParams, url.origin), { headers: { 'Content-Type': 'text/html;charset=utf-8' } })
    },
  )

  // An uploaded video as its player asks for it (a byte range at a time); gone files answer 404.
  const media = http.get(
    ({ request }) => new URL(request.url).pathname.startsWith(UPLOADED_MEDIA_PATH),
    async ({ request }) => {
      const code = decodeURIComponent(new URL(request.url).pathname.slice(UPLOADED_MEDIA_PATH.length))
      const file = await uploads.get(code)
      return file ? mediaResponse(file, request.headers.get('Range')) : new Response(null, { status: 404 })
    },
  )

  return {
    store,
    faults,
    collector,
    handlers: [api, idpLogin, idpPage, media],
    socket,
    uploads,
    reset() {
      void uploads.clear()
      store.reset()
      faults.clear()
      socket.setFaults({ silentHeartbeats: false, replyDelayMs: 0 })
      collector.clear()
    },
  }
}
