// The AMIS side of the bench: its pages ask for the same fields as our screens, and its server hands out the
// SDK gzipped, the pages, and the recorded data in AMIS's envelope, and nothing outside the SDK folder.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../lib/schema-files.ts'
import { AMIS_PAGES, amisHtml, amisTargets } from './pages.ts'
import { startAmisServer, type AmisServer } from './server.ts'

interface Field {
  label?: string
  name?: string
}

const fieldsOf = (id: string): Field[] => {
  const page = AMIS_PAGES.find((p) => p.id === id)
  return ((page?.schema.body as { body: Field[] } | undefined)?.body ?? []).map(({ label, name }) => ({ label, name }))
}

describe('AMIS pages', () => {
  it('ask for the fields of our add-resident form, in its order, with its labels', () => {
    const screen = JSON.parse(readFileSync(join(root, 'screens/hypertension/manual-add-resident.json'), 'utf8')) as {
      body: { ui: { 'ui:order': string[] } }[]
    }
    const schema = JSON.parse(readFileSync(join(root, 'schemas/api/add-resident-form.schema.json'), 'utf8')) as {
      properties: Record<string, { title: string }>
    }
    const ours = screen.body[0].ui['ui:order'].map((name) => ({ label: schema.properties[name].title, name }))
    expect(fieldsOf('form')).toEqual(ours)
  })

  it('time the 200-field form to its last label, as ours is timed', () => {
    const fields = fieldsOf('form-200')
    expect(fields).toHaveLength(200)
    expect(fields.at(-1)?.label).toBe('字段200')
    expect(AMIS_PAGES.find((p) => p.id === 'form-200')?.content.text).toBe('字段200')
  })

  it('embed the schema as JSON after the SDK', () => {
    const html = amisHtml(AMIS_PAGES[0])
    expect(html.indexOf('/amis/sdk/sdk.js')).toBeLessThan(html.indexOf("amisRequire('amis/embed').embed('#root', {"))
    expect(html).toContain('"label":"居民分类"')
  })
})

describe('AMIS server', () => {
  let server: AmisServer
  const sdk = mkdtempSync(join(tmpdir(), 'amis-sdk-'))
  const months = [{ billMonth: '2026-11', billInfoList: [] }]

  beforeAll(async () => {
    writeFileSync(join(sdk, 'sdk.js'), 'window.amisRequire = () => ({})')
    mkdirSync(join(sdk, 'thirds'))
    writeFileSync(join(sdk, '..', 'secret.txt'), 'not for the page')
    server = await startAmisServer(0, '127.0.0.1', sdk, { pointsAccount: { accountConsumeAmount: 1280 }, pointsFirstPage: months })
  })
  afterAll(() => server.close())

  it('serves the SDK gzipped, and nothing outside its folder', async () => {
    const response = await fetch(`${server.baseUrl}/amis/sdk/sdk.js`)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // fetch has undone the gzip.
    expect(await response.text()).toBe('window.amisRequire = () => ({})')
    expect((await fetch(`${server.baseUrl}/amis/sdk/..%2Fsecret.txt`)).status).toBe(404)
  })

  it('serves each page, and answers in AMIS envelope with the recorded data', async () => {
    for (const target of amisTargets(server.baseUrl)) expect((await fetch(target.url)).status).toBe(200)
    const account = (await (await fetch(`${server.baseUrl}/amis/api/points/account`)).json()) as unknown
    expect(account).toEqual({ status: 0, msg: '', data: { accountConsumeAmount: 1280 } })
    const bills = (await (await fetch(`${server.baseUrl}/amis/api/points/bills?current=1&size=10`)).json()) as unknown
    expect(bills).toEqual({ status: 0, msg: '', data: { items: months, total: 1 } })
  })

  it('answers the API, and only the API, after the delay it is given', async () => {
    server.answerAfter(400)
    try {
      const order: string[] = []
      const started = performance.now()
      const api = fetch(`${server.baseUrl}/amis/api/points/account`).then(() => order.push('api'))
      const file = fetch(`${server.baseUrl}/amis/sdk/sdk.js`).then(() => order.push('sdk'))
      await Promise.all([api, file])
      expect(order).toEqual(['sdk', 'api'])
      expect(performance.now() - started).toBeGreaterThanOrEqual(400)
    } finally {
      server.answerAfter(0)
    }
  })
})
