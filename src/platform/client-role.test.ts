// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientRole, rememberClientRole } from './client-role'

const UA = 'Mozilla/5.0 (Linux; Android 13) Mobile'

beforeEach(() => {
  sessionStorage.clear()
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA)
})
afterEach(() => vi.restoreAllMocks())

const at = (path: string) => new URL(path, 'http://localhost:3000')

describe('client role', () => {
  it('comes from the path prefix first', () => {
    expect(clientRole(at('/edu/doctor/client/home?app=ysy'))).toBe('doctor')
    expect(clientRole(at('/edu/health/client/home?client=doctor'))).toBe('health')
  })

  it('then from app=dzj|ysy or client=doctor|health', () => {
    expect(clientRole(at('/edu/integral/rules?app=dzj'))).toBe('doctor')
    expect(clientRole(at('/edu/integral/rules?app=YSY'))).toBe('health')
    expect(clientRole(at('/edu/integral/rules?client=doctor'))).toBe('doctor')
  })

  it('then from the session, which keeps what an address entered decided; reading alone stores nothing', () => {
    clientRole(at('/edu/doctor/client/home'))
    expect(sessionStorage.getItem('clientRole')).toBeNull()
    rememberClientRole(at('/edu/doctor/client/home'))
    expect(sessionStorage.getItem('clientRole')).toBe('doctor')
    expect(clientRole(at('/edu/integral/rules'))).toBe('doctor')
    sessionStorage.clear()
    expect(clientRole(at('/edu/integral/rules'))).toBe('health')
  })
})
