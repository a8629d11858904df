import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { createFormEngine, areaStreets } from './testing'
import { residentForm, confirmButton } from './screen-fixture'

describe('smoke', () => {
  it('renders and submits', async () => {
    const engine = createFormEngine({ calls: { 'area.streets': areaStreets, 'hypertension.addResident': true } })
    renderNodes([residentForm, confirmButton], { engine })
    await screen.findByText('居民姓名', {}, { timeout: 5000 })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认添加' })))
    await vi.waitFor(() => expect(screen.getByText('居民姓名不能为空')).toBeTruthy())
    console.log(document.body.innerHTML.slice(0, 3000))
  })
})
