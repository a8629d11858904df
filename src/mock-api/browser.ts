import type { RequestHandler, WebSocketHandler } from 'msw'
import { setupWorker } from 'msw/browser'
import { callNames } from '../api/catalogue'
import { restoreFakeApp } from '../platform/fake-bridge'
import { createMockBackend, type MockBackend } from './backend'
import { createDevtools, type MockDevtools } from './devtools'
import type { Collected } from './collector'
import type { Fault } from './faults'
import { openSession, type DemoRole } from './idp'
import { takeOverIdpPage } from './idp-page'
import { takeOverPartnerOAuth } from './partner-page'
import { takeOverPayPage } from './pay-page'
import { hasStreetIndex } from './regions'
import { webStoragePersistence } from './store'
import type { MockState } from './state'
import type { SocketFaults } from './socket'
import { indexedDbUploads } from './uploads'
import { serviceCallsHandler } from './service-calls'

// The embedded backend in the browser (dev, preview, Storybook): a service worker answers the API over a
// world kept in localStorage; injected faults live in sessionStorage. Load this module lazily, in mock mode only.
/** The world's keys: `edu.mock-api.state.world` (when it was seeded) and `edu.mock-api.state.<slice>` (slices.ts). */
export const STATE_KEY = 'edu.mock-api.state'
export const FAULTS_KEY = 'edu.mock-api.faults'
/**
 * msw's worker, kept registered across full navigations (public/mock-worker.js). msw's start registers it; a
 * registration made before that start finds a page it does not control yet, and msw reloads such a page.
 */
export const MOCK_WORKER = 'mock-worker.js'

/** What Playwright tests and the dev-tools panel reach as window.__eduMock. */
export interface EduMockApi {
  /** Every named call, sorted (the panel's list). */
  callNames: () => string[]
  injectFault: (callName: string, fault: Fault) => void
  clearFaults: (callName?: string) => void
  faults: () => Record<string, Fault>
  /** Opens a session for a demo person without the login page; returns the token for the user-token cookie. */
  login: (role: DemoRole) => string
  /** Back to the seed data and no faults. */
  reset: () => void
  state: () => MockState
  devtools: MockDevtools
  /** The usage events and error reports the app sent (the 调试 panel's 埋点事件 and 错误上报). */
  collected: () => Collected
  clearCollected: () => void
  /** Approve or reject the certifications waiting for review (the 调试 panel's 待审认证). */
  reviewCertification: (decision: 'approve' | 'reject') => number
  /** The chat socket: drop the connections, stop answering heartbeats, delay replies (the 调试 panel's 聊天连接). */
  socket: {
    drop: () => void
    faults: () => SocketFaults
    setFaults: (faults: Partial<SocketFaults>) => void
    connections: () => number
  }
}

declare global {
  interface Window {
    __eduMock?: EduMockApi
  }
}

let backend: MockBackend | undefined
let starting: Promise<void> | undefined

function browserBackend(): MockBackend {
  backend ??= createMockBackend({
    persistence: webStoragePersistence(localStorage, STATE_KEY),
    faultStorage: sessionStorage,
    collectorStorage: sessionStorage,
    socketStorage: sessionStorage,
    uploads: indexedDbUploads('edu.mock-api.uploads'),
  })
  return backend
}

export function injectFault(callName: string, fault: Fault): void {
  browserBackend().faults.inject(callName, fault)
}

export function clearFaults(callName?: string): void {
  browserBackend().faults.clear(callName)
}

/** The handlers alone, for msw-storybook-addon (parameters.msw.handlers), where the addon runs the worker. */
export function mockHandlers(): Array<RequestHandler | WebSocketHandler> {
  const mock = browserBackend()
  return [...mock.handlers, mock.socket.handler]
}

/** Log a demo person in on the browser's backend (as its identity provider would) and give the user token. */
export function mockLogin(role: DemoRole): string {
  return openSession(browserBackend().store, role)
}

/** The open sessions of the browser's backend: user token -> account code. */
export function mockSessions(): Readonly<Record<string, string>> {
  return browserBackend().store.state.sessions
}

export function mockDevtools(): MockDevtools {
  return window.__eduMock?.devtools ?? createDevtools(browserBackend())
}

function expose(mock: MockBackend): void {
  window.__eduMock = {
    callNames,
    injectFault,
    clearFaults,
    faults: () => mock.faults.list(),
    login: (role) => openSession(mock.store, role),
    reset: () => mock.reset(),
    state: () => mock.store.state,
    devtools: createDevtools(mock),
    collected: () => mock.collector.list(),
    clearCollected: () => mock.collector.clear(),
    reviewCertification: (decision) => window.__eduMock?.devtools.reviewCertification(decision) ?? 0,
    socket: {
      drop: () => mock.socket.drop(),
      faults: () => mock.socket.faults(),
      setFaults: (faults) => mock.socket.setFaults(faults),
      connections: () => mock.socket.connections(),
    },
  }
}

async function start(): Promise<void> {
  const mock = browserBackend()
  expose(mock)
  // The app the 调试 panel chose to play (doctor or resident app at some version), for this tab.
  restoreFakeApp()
  // The identity provider page is a navigation, which no service worker sees: draw it here, and never let
  // the shell render over it.
  if (takeOverIdpPage(mock.store) || takeOverPartnerOAuth(mock.store) || takeOverPayPage(mock.store)) return new Promise<void>(() => {})
  if (!hasStreetIndex) console.warn('[mock-api] no street/committee index: run `npm run mock:regions` (streets answer empty lists)')
  const url = `${import.meta.env.BASE_URL}${MOCK_WORKER}`
  // Published pages and their entries come from the screens service the dev or preview server runs.
  const worker = setupWorker(serviceCallsHandler(mock.faults), ...mock.handlers, mock.socket.handler)
  await worker.start({
    serviceWorker: { url },
    quiet: true,
    onUnhandledRequest: 'bypass',
  })
}

/**
 * Starts the embedded backend; resolves once the worker answers. On the mock identity provider page
 * (/edu/__mock/idp…) it draws that page instead and never resolves, so await it before rendering the app.
 */
export function startMockBackend(): Promise<void> {
  starting ??= start()
  return starting
}
