import { describe, expect, it, vi } from 'vitest'
import { definition } from './index'

// The row checkbox (antd-mobile's Checkbox, seven chunks on a first visit) is its own chunk.
const asked = vi.hoisted(() => ({ times: 0 }))
vi.mock('./select-box', async (importOriginal) => {
  asked.times++
  return importOriginal()
})

describe("a list's row checkbox", () => {
  it('comes with the screen only for a list that selects', async () => {
    await definition.preloadFor?.({ type: 'list', source: 'residents', item: [] })
    expect(asked.times).toBe(0)
    const box = await definition.preloadFor?.({ type: 'list', source: 'residents', select: { state: 'picked' }, item: [] })
    expect(asked.times).toBe(1)
    expect(box).toBeTruthy()
  })
})
