import { mockHandlers, mockLogin, mockSessions } from './browser'
import { demoAccounts, type DemoRole } from './idp'

// What Storybook needs from the embedded backend. There msw-storybook-addon runs the worker, so
// startMockBackend() (and the window.__eduMock it exposes) never runs: the handlers, and a way to log a demo
// person in against the very store those handlers answer from.
export { mockHandlers, type DemoRole }
/** A story plays the doctor or resident app: installFakeApp({ app: 'dzj', version: '3.0.9' }) in a decorator. */
export { installFakeApp, type FakeApp } from '../platform/fake-bridge'

/** A user token for the demo doctor or resident: `known` while the backend still has it as that person. */
export function demoSessionToken(role: DemoRole, known?: string): string {
  if (known && mockSessions()[known] === demoAccounts[role].accountCode) return known
  return mockLogin(role)
}
