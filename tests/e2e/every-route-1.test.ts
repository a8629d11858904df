// Shard 1 of the every-route test (every-route.ts): its routes draw, accessible and error-free.
import { describe, expect, it } from 'vitest'
import { everyRouteShard, routes } from './every-route.ts'

everyRouteShard(1)

describe('the route table the shards share', () => {
  it('has routes to visit, the reference screens among them', () => {
    const paths = routes.map((r) => r.path)
    for (const p of ['/home/noData', '/up/app/version', '/integral/detail', '/doctor/family_doctor/multi-cancer/add-residents'])
      expect(paths).toContain(p)
  })
})
