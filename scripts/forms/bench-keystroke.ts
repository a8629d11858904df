// npm run bench:form (tsx scripts/forms/bench-keystroke.ts): how long one keystroke keeps the main thread busy
// in a 200-field form (handlers, React render and commit), in Debian's Chromium on a production build, with the CPU slowed 4x
// as a stand-in for a mid-range phone. Also the cost of handing the typed value to rjsf (on blur or when typing
// pauses), which is what every keystroke would cost without TypedStringField. Not part of the tests.
import react from '@vitejs/plugin-react'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { build, preview } from 'vite'
import { chromiumLaunch } from '../lib/chromium.ts'
import { root } from '../lib/schema-files.ts'

const FIELDS = Number(process.env.BENCH_FIELDS ?? 200)
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)
const KEYS = 30

// In-page code as text: tsx would wrap a function's inner functions in a __name helper the page lacks.
const IN_PAGE = `async ({ selector, action, text, paint }) => {
  const el = document.querySelector(selector)
  const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  await settle()
  const start = performance.now()
  if (action === 'key') {
    // What React sees from a keystroke: the native value setter, then an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, text)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  } else {
    el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  }
  // React renders a keystroke's update in a microtask, before this task-later continuation runs.
  await new Promise((r) => setTimeout(r, 0))
  // paint: on to the next frame that has been painted (the keystroke to next paint, as the user sees it).
  if (paint) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  return performance.now() - start
}`

/** Script time an event costs in the page: its handlers and React's render and commit (not layout or paint). */
async function timeToFrame(page: Page, selector: string, action: 'key' | 'blur', text = '', paint = false): Promise<number> {
  return page.evaluate<number>(`(${IN_PAGE})(${JSON.stringify({ selector, action, text, paint })})`)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]

// The bench's 200-field schema is made up at run time, so no validator was precompiled for it: the page may
// compile one with Ajv (never in the app's own builds, see load-validator.ts). Without this the form shows
// its failure message and no field ever appears.
process.env.VITE_FORM_RUNTIME_VALIDATOR = '1'

const outDir = mkdtempSync(join(tmpdir(), 'form-bench-'))
try {
  await build({
    configFile: false,
    root: join(root, 'scripts/forms/bench'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { 'markdown-to-jsx/react': join(root, 'renderers/form/plain-markdown.tsx') } },
    build: { outDir, emptyOutDir: true, target: 'es2020' },
  })
  const server = await preview({
    configFile: false,
    root: dirname(outDir),
    base: '/',
    logLevel: 'warn',
    preview: { port: 4199, strictPort: false },
    build: { outDir: basename(outDir) },
  })
  const url = server.resolvedUrls?.local[0] ?? 'http://localhost:4199/'
  const browser = await chromium.launch(chromiumLaunch)
  try {
    const fmt = (n: number) => `${n.toFixed(1)} ms`
    const line = (label: string, xs: number[], base: number) =>
      console.log(
        `  ${label}: median ${fmt(median(xs))}, p95 ${fmt(p95(xs))}; beyond the baseline: median ${fmt(Math.max(0, median(xs) - base))}`,
      )
    console.log(`form bench: ${FIELDS} fields, CPU slowed ${SLOWDOWN}x, Chromium, production build`)
    // The floor (issue 15): the form's keystrokes against 200 plain inputs without any framework, timed in turn
    // (one keystroke here, one there) so the machine's noise falls on both; the ratio of medians should be <= 1.15.
    {
      const open = async (query: string) => {
        const page = await browser.newPage({ viewport: { width: 375, height: 667 } })
        await page.goto(`${url}?fields=${FIELDS}${query}`)
        await page.locator(`#root_f${Math.floor(FIELDS / 2)}`).waitFor({ timeout: 30_000 })
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
        return page
      }
      const formPage = await open('')
      const plainPage = await open('&plain=1')
      const target = `#root_f${Math.floor(FIELDS / 2)}`
      const form: number[] = []
      const plain: number[] = []
      for (let i = 1; i <= KEYS; i++) {
        form.push(await timeToFrame(formPage, target, 'key', 'x'.repeat(i), true))
        plain.push(await timeToFrame(plainPage, target, 'key', 'x'.repeat(i), true))
      }
      const ratio = median(form) / Math.max(median(plain), 0.1)
      console.log(`- ${FIELDS}-field form against ${FIELDS} plain inputs, keystroke to next paint, interleaved:`)
      line(`${FIELDS} plain inputs (floor)`, plain, 0)
      line(`${FIELDS}-field form`, form, 0)
      console.log(`  ratio of medians form / plain: ${ratio.toFixed(2)} (goal <= 1.15: ${ratio <= 1.15 ? 'PASS' : 'FAIL'})`)
      await formPage.close()
      await plainPage.close()
    }
    for (const direct of [false, true]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } })
      await page.goto(`${url}?fields=${FIELDS}${direct ? '&direct=1' : ''}`)
      const target = `#root_f${Math.floor(FIELDS / 2)}`
      await page.locator(target).waitFor({ timeout: 30_000 })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
      const idle: number[] = []
      for (let i = 1; i <= KEYS; i++) idle.push(await timeToFrame(page, '#baseline', 'key', 'x'.repeat(i)))
      const keys: number[] = []
      for (let i = 1; i <= KEYS; i++) keys.push(await timeToFrame(page, target, 'key', 'x'.repeat(i)))
      const base = median(idle)
      console.log(
        direct ? '- every keystroke to rjsf (ui:options.commit "change"):' : '- as shipped (typing kept in the field until it pauses):',
      )
      line('an input outside the form (baseline)', idle, base)
      line('keystroke in field 100', keys, base)
      if (!direct) {
        const commits: number[] = []
        for (let i = 0; i < 5; i++) {
          await timeToFrame(page, target, 'key', `y${i}`)
          commits.push(await timeToFrame(page, target, 'blur'))
        }
        line('hand-over to rjsf on blur or pause', commits, base)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
