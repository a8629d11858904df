import { setupServer } from 'msw/node'
import { createMockBackend } from './backend'
import type { Fault } from './faults'
import { openSession, type DemoRole } from './idp'

// The embedded backend for tests in Node (Vitest, jsdom or node environment), fresh for each test:
//   beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
//   afterEach(() => resetMockBackend())
//   afterAll(() => mockServer.close())
// Requests go to the client's API base (/edu/api on any origin).
export const mockBackend = createMockBackend()
export const mockServer = setupServer(...mockBackend.handlers, mockBackend.socket.handler)

/** Seed data again, no faults, no extra handlers a test added with mockServer.use(). */
export function resetMockBackend(): void {
  mockBackend.reset()
  mockServer.resetHandlers()
}

export function injectFault(callName: string, fault: Fault): void {
  mockBackend.faults.inject(callName, fault)
}

export function clearFaults(callName?: string): void {
  mockBackend.faults.clear(callName)
}

/** A logged-in session for a demo person; put the token in the user-token cookie (or x-user-token). */
export function loginAs(role: DemoRole): string {
  return openSession(mockBackend.store, role)
}

export { ALL_CALLS, type Fault } from './faults'
export { DEMO_DOCTOR, DEMO_RESIDENT } from './seed/accounts'
export { SIGNING_KEY } from './seed/settings'
