// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createGuardsAhead } from './guard-ahead'

function fakeApi() {
  return {
    call: vi.fn(async (name: string) =>
      name === 'account.current' ? { accountCode: 'A1', userCode: 'U1' } : { qualification: { status: 'CERTIFIED' } },
    ),
  }
}

const here = 'http://localhost:3000/edu/doctor/balance'

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  document.cookie = 'user-token=t1; path=/'
})

describe('a guard begun ahead', () => {
  it('runs the checks at once and gives its outcome to the first taker of the same route and address only', async () => {
    const api = fakeApi()
    const guards = createGuardsAhead({ api, notify: vi.fn() })
    guards.begin('doctor', here)
    await vi.waitFor(() => expect(api.call.mock.calls.map(([name]) => name).sort()).toEqual(['account.current', 'certification.state']))
    expect(guards.take('doctor', `${here}?x=1`)).toBeUndefined()
    guards.begin('doctor', here)
    expect(await guards.take('doctor', here)).toBe('allow')
    expect(guards.take('doctor', here)).toBeUndefined()
  })

  it('begins nothing for a logged-out visitor, whom the route’s own guard sends to log in', () => {
    document.cookie = 'user-token=; path=/; max-age=0'
    const api = fakeApi()
    const guards = createGuardsAhead({ api, notify: vi.fn() })
    guards.begin('login', here)
    expect(api.call).not.toHaveBeenCalled()
    expect(guards.take('login', here)).toBeUndefined()
  })
})
