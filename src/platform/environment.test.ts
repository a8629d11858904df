// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseEnvironment, currentEnvironment, currentMode, environmentChosen, environmentOfHost } from './environment'

describe('environment from the host name (SPEC §9)', () => {
  afterEach(() => localStorage.clear())

  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['192.168.1.20', 'local'],
    ['10.0.3.7', 'local'],
    ['m-dev.example.com', 'development'],
    ['dev.example.com', 'development'],
    ['dev2.example.com', 'development'],
    ['m-test.example.com', 'staging'],
    ['staging.example.com', 'staging'],
    ['test1.example.com', 'staging'],
    ['m-uat.example.com', 'uat'],
    ['uat.example.com', 'uat'],
    ['m.example.com', 'production'],
    ['developer.example.com', 'production'],
    ['contest.example.com', 'production'],
  ])('%s is %s', (host, env) => {
    expect(environmentOfHost(host)).toBe(env)
  })

  it('is the one the switcher chose, when it chose one (DZJ_API_ENV)', () => {
    expect(currentEnvironment('m.example.com')).toBe('production')
    chooseEnvironment('uat')
    expect(currentEnvironment('m.example.com')).toBe('uat')
    localStorage.setItem('DZJ_API_ENV', 'nonsense')
    expect(currentEnvironment('m.example.com')).toBe('production')
  })
})

describe('the switcher', () => {
  afterEach(() => localStorage.clear())

  it('stores the environment and its mode (DZJ_API_ENV, DZJ_MODE_ENV), and remembers that it chose', () => {
    expect(environmentChosen()).toBe(false)
    chooseEnvironment('staging')
    expect(localStorage.getItem('DZJ_API_ENV')).toBe('staging')
    expect(currentMode()).toBe('test')
    chooseEnvironment('production')
    expect(currentMode()).toBe('production')
    expect(environmentChosen()).toBe(true)
  })
})
