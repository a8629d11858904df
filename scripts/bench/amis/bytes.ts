// What a first visit to an AMIS page downloads: JavaScript and CSS as sent (gzip), until its content shows and
// the network has been quiet for 500 ms (AMIS fetches renderer chunks such as rest.js as the schema needs them).
import type { Browser } from 'playwright-core'
import type { TimedTarget } from '../time-to-content.ts'

export interface AmisBytes {
  id: string
  /** gzip bytes as received */
  js: number
  css: number
}

export async function amisFirstVisitBytes(browser: Browser, target: TimedTarget): Promise<AmisBytes> {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 }, locale: 'zh-CN' })
  try {
    const sizes: Promise<{ kind: 'js' | 'css'; bytes: number } | undefined>[] = []
    page.on('requestfinished', (request) => {
      const type = request.resourceType()
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined
      if (kind) sizes.push(request.sizes().then((s) => ({ kind, bytes: s.responseBodySize })))
    })
    await page.goto(target.url)
    const { selector, text } = target.content
    await page
      .locator(selector, text ? { hasText: text } : {})
      .first()
      .waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    const all = (await Promise.all(sizes)).filter((s) => s !== undefined)
    const sum = (kind: 'js' | 'css') => all.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0)
    return { id: target.id, js: sum('js'), css: sum('css') }
  } finally {
    await page.close()
  }
}
