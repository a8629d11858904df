import { describe, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openAsDoctor } from './session.ts'

const b = useBrowser()
describe('debug', () => {
  it('form', async () => {
    const page = b.page()
    page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()))
    await openAsDoctor(page, b.url('/doctor/family_doctor/hypertension/manual-add-resident'))
    for (let i = 0; i < 6; i++) {
      await page.waitForTimeout(700)
      console.log(i, await page.evaluate(() => ({ frame: document.getElementById('root')?.dataset.frame, ro: document.querySelector('#root_userName')?.getAttribute('readonly'), n: document.querySelectorAll('#root_userName').length, fib: (() => { const el = document.querySelector('#root_userName') as unknown as (Record<string, { stateNode?: unknown; memoizedProps?: { readOnly?: unknown }; alternate?: { memoizedProps?: { readOnly?: unknown } } }> & { readOnly: boolean }) | null; const k = el && Object.keys(el).find((x) => x.startsWith('__reactFiber')); if (!k || !el) return 'none'; const f = el[k]; return { same: f.stateNode === el, mp: String(f.memoizedProps?.readOnly), alt: String(f.alternate?.memoizedProps?.readOnly), prop: el.readOnly, html: (el as unknown as Element).outerHTML.slice(0, 200) } })(), props: (() => { const el = document.querySelector('#root_userName') as unknown as Record<string, { readOnly?: unknown }> | null; const k = el && Object.keys(el).find((x) => x.startsWith('__reactProps')); return k && el ? String(el[k].readOnly) : 'none' })(), fiber: Object.keys(document.querySelector('#root_userName') ?? {}).filter((k) => k.startsWith('__react')), formFiber: Object.keys(document.querySelector('.edu-form') ?? {}).filter((k) => k.startsWith('__react')), pageFiber: Object.keys(document.querySelector('h1') ?? {}).filter((k) => k.startsWith('__react')), h1: document.querySelectorAll('h1').length })))
    }
    b.skipAccessibilityCheck('debug')
  })
})
