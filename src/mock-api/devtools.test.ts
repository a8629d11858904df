import { describe, expect, it, vi } from 'vitest'
import { callNames } from '../api/catalogue'
import { createMockBackend } from './backend'
import { createDevtools } from './devtools'

describe('the dev-tools panel API', () => {
  it('lists every call and sets, shows and clears faults', () => {
    const backend = createMockBackend()
    const devtools = createDevtools(backend)
    const changed = vi.fn()
    devtools.subscribe(changed)
    expect(devtools.calls().map((c) => c.name)).toEqual(callNames())
    devtools.setFault('points.bills', devtools.faultKinds[1].example)
    expect(devtools.calls().find((c) => c.name === 'points.bills')?.fault).toEqual({ kind: 'http', status: 500 })
    devtools.setFault('points.bills', null)
    expect(devtools.calls().every((c) => !c.fault)).toBe(true)
    devtools.setFault('*', { kind: 'network' })
    expect(devtools.calls().every((c) => c.fault?.kind === 'network')).toBe(true)
    devtools.clearFaults()
    expect(changed).toHaveBeenCalledTimes(4)
  })

  it('resets the data to the seed', () => {
    const backend = createMockBackend()
    backend.store.update((state) => (state.residents.length = 0))
    createDevtools(backend).resetData()
    expect(backend.store.state.residents.length).toBeGreaterThan(300)
  })
})
