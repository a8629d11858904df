// Issue 33, finding 9, for every screen at once: with every call failing, each screen in screens/ that has data
// sources ends on an error state with a way to try again (点击重试 where a source is read, or a screen's own
// failure page with 刷新), never a title over a skeleton or an empty page once the toast fades. Screens without
// data sources have nothing to fail and are left out. Each screen is drawn by the app's own engine setup under
// jsdom with fake services whose every call rejects as the API layer rejects a 500.
import { act, render, screen, waitFor } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EngineProvider, ScreenView, type ScreenConfig } from '../../src/engine'
import { createListEngine } from '../../renderers/list/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import { fakeIntersectionObserverPerTest } from './testing'

const screensDir = join(import.meta.dirname, '../../screens')

/** Every screen config with data sources (presets and wording are not screens). */
const screens = readdirSync(screensDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file: relative(screensDir, join(screensDir, file)),
    config: JSON.parse(readFileSync(join(screensDir, file), 'utf8')) as ScreenConfig,
  }))
  .filter(({ config }) => Array.isArray(config.routes) && config.data && Object.keys(config.data).length > 0)
  .sort((a, b) => a.file.localeCompare(b.file))

/** The API layer's failure of a 500: a code, and the spec's message (SPEC §8). */
const serverBusy = () => Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 })

/** Any call, by any name, fails. */
const failing = new Proxy<Record<string, unknown>>({}, { get: () => () => Promise.reject(serverBusy()) })

/** Route params as a link to the screen would carry them: every `:name` of its first route. */
function routeOf(config: ScreenConfig): Record<string, string> {
  const path = config.routes[0]?.path ?? ''
  return Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1']))
}

/** The query a link to the screen carries: every query.<name> its data sources read (a source waits for its own). */
function queryOf(config: ScreenConfig): Record<string, string> {
  const read = JSON.stringify(config.data ?? {})
  return Object.fromEntries([...read.matchAll(/query\.(\w+)/g)].map(([, name]) => [name, '1']))
}

const RETRY = /^(点击重试|刷新|重试)$/

describe('every screen under total failure', () => {
  fakeIntersectionObserverPerTest()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)

  // Every renderer's lazy code fetched once before the first screen, so no screen waits on a chunk.
  beforeAll(async () => {
    const engine = createListEngine({}, registerAppExtensions)
    const loads: Promise<unknown>[] = []
    for (const type of engine.renderers.names()) {
      const preload = engine.renderers.get(type)?.preload
      if (preload) loads.push(preload())
    }
    await Promise.all(loads)
  })

  it('has screens to draw', () => expect(screens.length).toBeGreaterThan(150))

  it.each(screens.map((s) => [s.file, s.config] as const))('%s ends with a retry', async (_file, config) => {
    // Logged in, as a doctor: the sources a screen asks only of someone logged in are asked too.
    const engine = createListEngine({ calls: failing, user: { loggedIn: true, accountCode: 'D1' } }, registerAppExtensions)
    render(
      <EngineProvider engine={engine}>
        <ScreenView config={config} route={routeOf(config)} query={queryOf(config)} />
      </EngineProvider>,
    )
    // A screen that asks nothing when it opens (a new AI conversation) has nothing to fail.
    await act(async () => undefined)
    if (engine.recorded.calls.length === 0) return
    await waitFor(() => expect(screen.getAllByRole('button', { name: RETRY }).length).toBeGreaterThan(0), { timeout: 3000 })
    // Not a skeleton waiting forever beside it.
    expect(document.querySelectorAll('.edu-skeleton, .adm-skeleton')).toHaveLength(0)
  })
})
