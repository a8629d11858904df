// The routes of issue 13 are served by screen configs (the manifest the router is built from).
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

const configs = import.meta.glob<{ routes?: Array<{ path: string; auth: string }> }>('../../screens/**/*.json', {
  eager: true,
  import: 'default',
})
const routes = Object.values(configs).flatMap((config) => config.routes ?? [])

describe('routes served for hosts and channels', () => {
  it.each([
    ['/third-party-authorized-login', 'login'],
    ['/health-file/authorization/D1/R1/READ', 'login'],
    ['/up/app/version', 'none'],
  ])('%s is served (%s)', (path, auth) => {
    const route = routes.find((r) => matchPath({ path: r.path, end: true }, path))
    expect(route?.auth).toBe(auth)
  })
})
