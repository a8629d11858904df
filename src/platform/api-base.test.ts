// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { apiBase, configuredApiBase } from './api-base'
import { chooseEnvironment } from './environment'

const vars = {
  VITE_API_BASE_STAGING: 'https://api-test.example.com/',
  VITE_API_BASE_PRODUCTION: 'https://api.example.com',
}

describe('the API address per environment (SPEC §9)', () => {
  afterEach(() => localStorage.clear())

  it("is the environment's own build variable, without a trailing slash", () => {
    expect(apiBase('staging', vars)).toBe('https://api-test.example.com')
    expect(apiBase('production', vars)).toBe('https://api.example.com')
  })

  it('falls back to VITE_API_BASE, then to the embedded backend', () => {
    expect(apiBase('uat', { ...vars, VITE_API_BASE: 'https://api-uat.example.com' })).toBe('https://api-uat.example.com')
    expect(apiBase('uat', vars)).toBe('/edu/api')
    expect(configuredApiBase('uat', vars)).toBeUndefined()
  })

  it('follows the environment the switcher chose', () => {
    chooseEnvironment('production')
    expect(apiBase(undefined, vars)).toBe('https://api.example.com')
    chooseEnvironment('staging')
    expect(apiBase(undefined, vars)).toBe('https://api-test.example.com')
  })
})
