// The calls a page can ask for before the app runs (page-calls.ts, written at build time), filled in from an address
// (route-placeholder.ts), are filed under the very keys the screen then asks for ahead: its requests are shared.
import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../testing-engine'
import { askAhead } from './ahead'
import { pageCalls } from './page-calls'
import { createRequestCache } from './request-cache'
import { requestKey } from './request-key'
import { fillRouteParams } from './route-placeholder'
import type { SourceConfigs } from './source-store'

const data: SourceConfigs = {
  resident: { call: 'familyTeam.resident', params: { residentAccountCode: '{{ route.residentCode }}', from: 'team-{{ route.teamId }}' } },
  bills: { call: 'points.bills', params: { kind: '{{ state.kind }}' }, paging: { size: 10, more: 'exact' } },
  // What the page cannot know, or cannot fill in by itself: the screen asks for these.
  search: { call: 'points.bills', params: { kind: '{{ query.kind }}' } },
  mine: { call: 'points.account', params: { accountCode: '{{ user.accountCode }}' } },
  streets: { call: 'area.streets', params: { parentCode: '{{ data.resident.areaCode }}' } },
  shortened: { call: 'area.detail', params: { code: '{{ route.residentCode.length }}' } },
  hidden: { call: 'area.streets', when: '{{ state.open }}' },
  fixed: { static: [1, 2] },
}
const screen = { data, state: { kind: 'in', open: false } }

describe('the calls a page asks for before the app runs', () => {
  it('are the calls asked for ahead that read only the route’s parameters and the state, the parameters left to fill in', () => {
    const calls = pageCalls(createTestEngine(), screen, ['residentCode', 'teamId'])
    expect(calls).toEqual([
      {
        call: 'familyTeam.resident',
        params: { residentAccountCode: '\u0000residentCode\u0000', from: 'team-\u0000teamId\u0000' },
      },
      { call: 'points.bills', params: { kind: 'in', current: 1, size: 10 } },
    ])
  })

  it('filled in from an address, are what the screen asks for ahead there: one request each', () => {
    const engine = createTestEngine({
      calls: { 'familyTeam.resident': new Promise(() => undefined), 'points.bills': new Promise(() => undefined) },
    })
    const route = { residentCode: 'R 01/2', teamId: 'T9' }
    const cache = createRequestCache()
    for (const written of pageCalls(engine, screen, ['residentCode', 'teamId'])) {
      const source = fillRouteParams(written, route) as Record<string, unknown>
      cache.ahead(requestKey('call', source), () => engine.services.call(String(source.call) as never, source.params as never))
    }
    expect(engine.recorded.calls.map((c) => c.args)).toEqual([
      { residentAccountCode: 'R 01/2', from: 'team-T9' },
      { kind: 'in', current: 1, size: 10 },
    ])
    askAhead(engine, cache, screen, { route, query: { kind: 'out' } }, new AbortController().signal)
    // Only what the page could not ask for went out: the search (its query), the source reading the user and the
    // one counting a parameter's characters.
    expect(engine.recorded.calls.slice(2).map((c) => c.name)).toEqual(['points.bills', 'points.account', 'area.detail'])
    expect(engine.recorded.calls.slice(2)[0]?.args).toEqual({ kind: 'out' })
  })

  it('fill a parameter the address lacks with nothing, and leave other values as they are', () => {
    expect(fillRouteParams({ a: ['\u0000x\u0000/\u0000y\u0000', 3, null, true] }, { x: '1' })).toEqual({ a: ['1/', 3, null, true] })
  })
})
