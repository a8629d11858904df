// The add special-programme residents screen (screens/tumor/add-residents.json) on the real renderers.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Screen } from '../../src/engine'
import config from '../../screens/tumor/add-residents.json'
import { renderScreenWith, fakeIntersectionObserverPerTest } from './testing'
import { settle, tapCheckbox } from '../../src/engine/testing'

const people = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    residentAccountCode: `${prefix}${i + 1}`,
    residentName: `${prefix}居民${i + 1}`,
    residentGender: (i % 2) + 1,
    residentAge: 60 + i,
    ageUnit: '岁',
  }))

function calls(addResult: { successNum: number; failedNum: number }) {
  const page = (all: ReturnType<typeof people>) => (q: { current: number; size: number }) => ({
    current: q.current,
    total: all.length,
    records: all.slice((q.current - 1) * q.size, q.current * q.size),
  })
  return {
    'residents.familyDoctorList': page(people('F', 3)),
    'residents.hypertensionList': page(people('H', 2)),
    'residents.batchAddTumor': () => addResult,
  }
}

const observer = fakeIntersectionObserverPerTest()

const doneButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^完成/ })

describe('add special-programme residents screen', () => {
  it('shows three tabs, starts on the family-doctor residents, and opens manual add as a screen of its own', async () => {
    const { recorded } = renderScreenWith(config as unknown as Screen, { calls: calls({ successNum: 0, failedNum: 0 }) })
    for (const title of ['手动添加', '从家医居民添加', '从高血压项目添加']) expect(screen.getByText(title)).toBeTruthy()
    expect(await screen.findByText('F居民1')).toBeTruthy()
    expect(screen.getByText('男 60岁')).toBeTruthy()
    expect(screen.getByText('女 61岁')).toBeTruthy()

    await settle(() => fireEvent.click(screen.getByText('手动添加')))
    expect(recorded.navigations).toEqual([{ to: '/doctor/family_doctor/hypertension/manual-add-resident', replace: false }])
    expect(screen.getByText('F居民1')).toBeTruthy()

    await settle(() => fireEvent.click(screen.getByText('从高血压项目添加')))
    expect(await screen.findByText('H居民2')).toBeTruthy()
    expect(recorded.calls.filter((c) => c.name === 'residents.hypertensionList')).toHaveLength(1)
  })

  it('draws the photo, or the default man or woman picture when a resident has none', async () => {
    const answers = calls({ successNum: 0, failedNum: 0 })
    answers['residents.familyDoctorList'] = () => ({
      current: 1,
      total: 3,
      records: [...people('F', 2), { ...people('P', 1)[0], profilePhoto: 'https://img.example.com/p1.png' }],
    })
    renderScreenWith(config as unknown as Screen, { calls: answers })
    await screen.findByText('F居民1')
    const src = (name: string) => screen.getByRole('img', { name }).getAttribute('src')
    // A picture asks to be seen once it is drawn, which on a busy machine can be after the names are: show until then.
    await waitFor(() => {
      observer.showAll()
      expect(src('F居民1')).toMatch(/static\/default-man\.svg$/)
      expect(src('F居民2')).toMatch(/static\/default-woman\.svg$/)
      expect(src('P居民1')).toBe('https://img.example.com/p1.png')
    })
  })

  it('adds the selected residents as a list of residentAccountCode, says so, and goes back after 1 s', async () => {
    const { recorded } = renderScreenWith(config as unknown as Screen, { calls: calls({ successNum: 2, failedNum: 0 }) })
    await screen.findByText('F居民3')
    expect(doneButton().disabled).toBe(true)
    await tapCheckbox(0)
    await tapCheckbox(2)
    expect(doneButton().textContent).toBe('完成(2)')

    const started = Date.now()
    await settle(() => fireEvent.click(doneButton()))
    await waitFor(() => expect(recorded.toasts.map((t) => t.text)).toEqual(['成功添加2位居民']))
    expect(recorded.calls.find((c) => c.name === 'residents.batchAddTumor')?.args).toEqual(['F1', 'F3'])
    // Back comes 1 s after the press (measured, not assumed: a busy machine may take long to show the toast).
    await waitFor(() => expect(recorded.backs).toBe(1), { timeout: 5000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('names the residents other doctors already manage', async () => {
    const { recorded } = renderScreenWith(config as unknown as Screen, { calls: calls({ successNum: 1, failedNum: 2 }) })
    await screen.findByText('F居民3')
    for (const n of [0, 1, 2]) await tapCheckbox(n)
    await settle(() => fireEvent.click(doneButton()))
    await waitFor(() => expect(recorded.toasts.map((t) => t.text)).toEqual(['成功添加1位居民，2位居民已被其他医生管理，添加失败']))
  })
})
