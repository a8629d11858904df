// Each route's frame before any JavaScript (docs/frames.md, scripts/prerender): the page as served already shows
// the screen's header, title and static nodes, with nobody's data, and the app hydrates it without a hydration
// error and without the page going blank on its way to the content.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
import { root } from '../../scripts/lib/schema-files.ts'
import type { FrameIndex } from '../../scripts/prerender/frame-page.ts'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from '../../src/mock-api/seed/accounts.ts'
import { useBrowser } from './browser.ts'
import { outDir } from './build-app.ts'
import { showFramesAsServed } from './live-after-load.ts'
import { openAsDoctor, openAsResident } from './session.ts'

const b = useBrowser()
const WAIT = { timeout: 15_000 }
const FORM = '/doctor/family_doctor/hypertension/manual-add-resident'
const POINTS = '/integral/detail'

declare global {
  interface Window {
    __frame?: { served: string | null; titleAtStart: string | null; blank: boolean; titlesDrawn: number }
  }
}

/** Notes, from the page's first script on, the frame it was served with and whether #root ever went without a title. */
async function watchFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { served: null as string | null, titleAtStart: null as string | null, blank: false, titlesDrawn: 0 }
    window.__frame = seen
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')
      if (!root) return
      seen.served = root.dataset.frame ?? null
      const title = root.querySelector('h1')
      seen.titleAtStart = title?.textContent ?? null
      // Hydrated, the served frame stays and becomes the screen: its own title is the screen's, none is drawn on
      // the way to the content. Drawn over instead, the app draws a title of its own: one or two.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) seen.titlesDrawn += (node.matches('h1') ? 1 : 0) + node.querySelectorAll('h1').length
        if (!root.querySelector('h1')) seen.blank = true
      }).observe(root, { childList: true, subtree: true })
    })
  })
}

describe('the build’s frames', () => {
  const built = join(root, outDir)
  const frameIndex = () => JSON.parse(readFileSync(join(built, 'frames.json'), 'utf8')) as FrameIndex

  it('are there for every route of every screen, but the fixture whose config has problems', () => {
    const index = frameIndex()
    expect(index.frames.length).toBeGreaterThan(250)
    expect(index.without).toEqual([{ path: '/debug/broken-config', reason: 'its config has problems' }])
  })

  it('hold nobody’s data and no script: no seed person’s name or phone number in any frame', () => {
    const people = [DEMO_DOCTOR, DEMO_RESIDENT, ...OTHER_DOCTORS]
    for (const { path, file } of frameIndex().frames) {
      const page = readFileSync(join(built, file), 'utf8')
      // With what the page asks for as the entry starts (data-asks: the route's auth and its calls), nobody's either.
      const frame = /<div id="root" data-frame="[^"]*"((?: data-asks="[^"]*")?>[\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1]
      expect(frame, path).toBeTruthy()
      for (const person of people) {
        expect(frame, path).not.toContain(person.name)
        expect(frame, path).not.toContain(person.cellphone)
      }
      expect(frame, path).not.toMatch(/<script\b/i)
    }
  })
})

describe('frames before JavaScript', () => {
  it('show the form and the points list with their titles and static nodes when JavaScript is off', async () => {
    const context = await b.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    showFramesAsServed(page)
    await page.goto(b.url(FORM))
    await expect.poll(() => page.locator('h1').textContent()).toBe('手动添加居民')
    expect(await page.getByRole('button', { name: '确认添加' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: '返回' }).isVisible()).toBe(true)

    await page.goto(b.url(POINTS))
    await expect.poll(() => page.locator('h1').textContent()).toBe('积分明细')
    expect(await page.getByText('消费积分', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByText('积分消费记录').isVisible()).toBe(true)
    // The balance is data: a blank where it will go, never a number of anyone's.
    expect((await page.locator('h2').textContent())?.trim()).toBe('')
    // A route with a parameter gets the frame of its pattern, whatever the address says.
    await page.goto(b.url('/family_doctor/resident/detail/R-NOT-THERE'))
    expect(await page.locator('#root').getAttribute('data-frame')).toBe('/family_doctor/resident/detail/:residentCode')
    expect(await page.locator('h1').count()).toBe(1)
    b.skipAccessibilityCheck('a page without JavaScript: the app has not drawn its own page')
  })

  it('are hydrated: the form reaches its fields from its frame, with no hydration error, no title drawn anew and never a blank page', async () => {
    const page = b.page()
    await watchFrame(page)
    await openAsDoctor(page, b.url(FORM))
    // The frame has the form's fields too, read-only: the screen's own take typing.
    await page.locator('#root_userName:not([readonly])').waitFor(WAIT)
    const seen = await page.evaluate(() => window.__frame)
    expect(seen).toMatchObject({ served: FORM, titleAtStart: '手动添加居民', blank: false, titlesDrawn: 0 })
    // The stylesheets the frame brought are not added again by the chunks (that would turn the cascade round).
    const sheets = await page.evaluate(() => [...document.querySelectorAll('style[data-css]')].map((s) => s.getAttribute('data-css')))
    expect(sheets.length).toBeGreaterThan(3)
    expect(new Set(sheets).size).toBe(sheets.length)
  })

  it('are hydrated: the points list reaches its records from its frame, its code all asked for by the page itself', async () => {
    const page = b.page()
    await watchFrame(page)
    await openAsResident(page, b.url(POINTS))
    await page.locator('.edu-collapse').first().waitFor(WAIT)
    const seen = await page.evaluate(() => window.__frame)
    expect(seen).toMatchObject({ served: POINTS, titleAtStart: '积分明细', blank: false, titlesDrawn: 0 })
    // The screen's chunk and its renderers' came with the entry (the page's modulepreload links), at low priority.
    const asked = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"][fetchpriority="low"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    )
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )
    const toContent = ['list', 'List', 'small-renderers', 'detail'].map((name) => loaded.find((path) => path.includes(`/${name}-`)))
    expect(toContent.every(Boolean)).toBe(true)
    for (const path of toContent) expect(asked).toContain(path)
  })

  it('become the screen: what was found on the frame is what the live screen shows, and a tap made on it counts', async () => {
    const page = b.page()
    showFramesAsServed(page)
    // The screen's code comes late, as on a slow network: the app has started, the frame is all there is.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    // Held for the whole context: the page asks for it itself now (its modulepreload), and a request the embedded
    // backend's service worker passes on (when another page of the context has it active) skips page.route.
    const knowledge = /\/edu\/assets\/knowledge-[^/]*\.js$/
    await page.context().route(knowledge, async (route) => {
      await held
      await route.continue()
    })
    onTestFinished(() => page.context().unroute(knowledge))
    await page.goto(b.url('/health/knowledge'), { waitUntil: 'commit' })
    const tab = page.getByRole('tab', { name: '营养膳食' })
    await tab.waitFor(WAIT)
    expect(await page.locator('#root').getAttribute('data-frame')).toBe('/health/knowledge')
    // The entry has run (it asks for the screen's code).
    await page.waitForLoadState('load')
    const element = await tab.elementHandle()
    // Pressed on the frame, before the app is there: nothing happens yet.
    await tab.click()
    expect(await tab.getAttribute('aria-selected')).toBe('false')
    release()
    await page.locator('#root[data-frame]').waitFor({ state: 'detached', ...WAIT })
    // The live screen took the press, on the very element the frame drew.
    await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true')
    expect(await element?.evaluate((e) => e.isConnected && e.getAttribute('aria-selected'))).toBe('true')
  })
})
