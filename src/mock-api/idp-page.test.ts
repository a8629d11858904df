// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { takeOverIdpPage } from './idp-page'
import { createStore } from './store'

afterEach(() => {
  document.getElementById('mock-idp')?.remove()
  history.replaceState(null, '', '/')
})

describe('the identity provider page in the browser', () => {
  it('draws the two login buttons where the login redirect lands', () => {
    history.replaceState(
      null,
      '',
      '/edu/__mock/idp/auth/login?client=Dzj_Resident_Wireless_App&redirect_uri=%2Fedu%2Fhealth%2Fintegral%2Fdetail',
    )
    expect(takeOverIdpPage(createStore())).toBe(true)
    const links = [...document.querySelectorAll<HTMLAnchorElement>('#mock-idp a')]
    expect(links.map((a) => a.dataset.testid)).toEqual(['mock-idp-resident', 'mock-idp-doctor'])
    expect(new URL(links[0].href).searchParams.get('redirect_uri')).toBe(`${location.origin}/edu/health/integral/detail`)
    expect(document.title).toBe('模拟登录')
  })

  it('leaves every other page to the app', () => {
    history.replaceState(null, '', '/edu/doctor/client/home')
    expect(takeOverIdpPage(createStore())).toBe(false)
    expect(document.getElementById('mock-idp')).toBeNull()
  })
})
