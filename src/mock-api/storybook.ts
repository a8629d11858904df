import { getResponse } from 'msw'
import { mockHandlers, STATE_KEY } from './browser'
import { demoAccounts, IDP_LOGIN_PATH, type DemoRole } from './idp'
import type { MockState } from './state'

// What Storybook needs from the embedded backend. There msw-storybook-addon runs the worker, so
// startMockBackend() (and the window.__eduMock it exposes, with its login) never runs: the handlers, and a way to
// log a demo person in against the very store those handlers answer from.
export { mockHandlers, type DemoRole }

/** The tokens the persisted world keeps for a demo person (the store saves every change to localStorage). */
function sessionsOf(role: DemoRole): string[] {
  const text = localStorage.getItem(STATE_KEY)
  const sessions = text ? ((JSON.parse(text) as Partial<MockState>).sessions ?? {}) : {}
  return Object.keys(sessions).filter((token) => sessions[token] === demoAccounts[role].accountCode)
}

/**
 * A user token for the demo doctor or resident: `known` when the world still has it as that person, else a new
 * session opened by the backend's own identity-provider handler, run in the page (its Set-Cookie never reaches
 * document.cookie from a plain Response, so the token is read back from the world it was saved in).
 */
export async function demoSessionToken(role: DemoRole, known?: string): Promise<string> {
  const before = sessionsOf(role)
  if (known && before.includes(known)) return known
  await getResponse(mockHandlers(), new Request(new URL(`${IDP_LOGIN_PATH}?as=${role}`, location.origin)))
  const token = sessionsOf(role).find((t) => !before.includes(t))
  if (!token) throw new Error(`[mock-api] no session opened for the demo ${role} (is localStorage available?)`)
  return token
}
