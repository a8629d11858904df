import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assumedCalls, callNames, catalogue } from './catalogue'
import { WIRE_FIELDS } from './call-spec'
import { callWire } from '../generated/call-wire'

const schemas = join(__dirname, '../../schemas')

describe('catalogue', () => {
  it('names the calls the screens use, in the product’s words', () => {
    for (const name of [
      'residents.list',
      'residents.familyDoctorList',
      'residents.hypertensionList',
      'residents.batchAddTumor',
      'hypertension.addResident',
      'area.byParent',
      'area.streets',
      'area.detail',
      'points.bills',
      'points.account',
      'treaty.get',
      'settings.global',
      'settings.configList',
      'account.current',
      'user.current',
      'auth.logout',
      'auth.runAsToken',
      'messages.unreadCount',
      'report.execute',
      'homepage.tabBarIcons',
      'wechat.jsapiTicket',
      'unionPay.frontToken',
      'chat.accountInfo',
      'content.news',
      'content.caseDetails',
    ])
      expect(callNames()).toContain(name)
  })

  it.each(callNames())('%s has a path and schemas that exist', (name) => {
    const spec = catalogue[name]
    expect(spec.path).toMatch(/^\//)
    for (const id of [spec.request, spec.response]) {
      if (!id) continue
      expect(existsSync(join(schemas, id)), id).toBe(true)
      expect((JSON.parse(readFileSync(join(schemas, id), 'utf8')) as { $id?: string }).$id).toBe(id)
    }
  })

  it('lists every assumed call in ASSUMPTIONS.md', () => {
    const text = readFileSync(join(__dirname, 'ASSUMPTIONS.md'), 'utf8')
    for (const [name] of assumedCalls()) {
      const family = name.split('.')[0]
      expect(text.includes(name) || text.includes(`${family}.*`), name).toBe(true)
    }
  })

  it("the browser's table (generated) is the catalogue without its prose", () => {
    expect(Object.keys(callWire).sort()).toEqual(callNames())
    for (const name of callNames()) {
      const wire = Object.fromEntries(WIRE_FIELDS.flatMap((f) => (catalogue[name][f] === undefined ? [] : [[f, catalogue[name][f]]])))
      expect(callWire[name], name).toEqual(wire)
      expect(callWire[name]).not.toHaveProperty('summary')
    }
  })
})
