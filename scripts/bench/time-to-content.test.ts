// The bench's arithmetic: loads go round-robin across screens (the machine's noise falls on all alike), and the
// median is what is reported.
import { describe, expect, it } from 'vitest'
import { interleaved, median } from './time-to-content.ts'

describe('time to content', () => {
  it('interleaves the loads: every screen once per round', () => {
    expect(interleaved(['form', 'list', 'floor'], 2)).toEqual(['form', 'list', 'floor', 'form', 'list', 'floor'])
  })

  it('reports medians', () => {
    expect(median([900, 100, 300, 700, 500, 200, 5000])).toBe(500)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
