// The browser the tests and the benchmark launch (scripts/lib/chromium.ts): Chromium keeps only the last
// --disable-features it is given, so ours has to carry Playwright's own list besides the browser-UI features we
// turn off. If a Playwright upgrade changes its list, `ignoreDefaultArgs` stops matching and this test says so.
import { describe, expect, it } from 'vitest'
import { browserUiFeaturesOff } from '../../scripts/lib/chromium.ts'
import { useBrowser } from './browser.ts'

const b = useBrowser()

describe('the launched Chromium', () => {
  it('gets one --disable-features with Playwright’s features and the omnibox popup’s', async () => {
    await b.page().goto('chrome://version')
    const commandLine = (await b.page().locator('#command_line').textContent()) ?? ''
    const lists = commandLine.split(/\s+/).filter((arg) => arg.startsWith('--disable-features='))
    expect(lists).toHaveLength(1)
    const off = lists[0].slice('--disable-features='.length).split(',')
    expect(off).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades', ...browserUiFeaturesOff]))
  })
})
