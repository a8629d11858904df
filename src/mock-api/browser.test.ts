// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest'
import { callNames } from '../api/catalogue'
import { startMockBackend } from './browser'

afterAll(() => {
  document.getElementById('mock-idp')?.remove()
  history.replaceState(null, '', '/')
})

describe('startMockBackend on the identity provider page', () => {
  it('puts the tools on window.__eduMock and draws the page instead of starting the app', async () => {
    history.replaceState(null, '', '/edu/__mock/idp/auth/login?client=Dzj_Doctor_Wireless_App&redirect_uri=%2Fedu%2Fdoctor%2Fclient%2Fhome')
    let resolved = false
    void startMockBackend().then(() => (resolved = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(resolved).toBe(false)
    expect(document.querySelector('[data-testid=mock-idp-doctor]')).not.toBeNull()
    const mock = window.__eduMock
    expect(mock?.callNames()).toEqual(callNames())
    mock?.injectFault('points.bills', { kind: 'timeout' })
    expect(JSON.parse(sessionStorage.getItem('edu.mock-api.faults') ?? '{}')).toEqual({ 'points.bills': { kind: 'timeout' } })
    mock?.clearFaults()
    const token = mock?.login('doctor') ?? ''
    expect(mock?.state().sessions[token]).toBeDefined()
    expect(
      (JSON.parse(localStorage.getItem('edu.mock-api.state.sessions') ?? '{}') as { data: { sessions: Record<string, unknown> } }).data
        .sessions[token],
    ).toBeDefined()
  })
})
