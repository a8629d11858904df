import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import { settle } from '../../src/engine/testing'

beforeAll(async () => {
  await definition.preload?.()
})

describe('avatar', () => {
  it('shows the picture, named after the person (the initial until it has loaded)', () => {
    const { container } = renderConfig([{ type: 'avatar', src: 'static/doctor.png', name: '张医生' }])
    expect(screen.getByRole('img', { name: '张医生' }).textContent).toBe('张')
    fireEvent.load(container.querySelector('img') as HTMLImageElement)
    const img = screen.getByRole('img', { name: '张医生' })
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('src')).toBe(`${import.meta.env.BASE_URL}static/doctor.png`)
  })

  it('shows the first character of the name without a picture, or when it fails to load', () => {
    renderConfig([{ type: 'avatar', src: '{{ state.avatar }}', name: '李明' }], { scope: { state: { avatar: '' } } })
    expect(screen.getByRole('img', { name: '李明' }).textContent).toBe('李')
  })

  it('falls back to the initial when the picture is broken', () => {
    renderConfig([{ type: 'avatar', src: 'static/missing.png', name: '王芳' }])
    fireEvent.error(screen.getByRole('img', { name: '王芳' }))
    expect(screen.getByRole('img', { name: '王芳' }).textContent).toBe('王')
  })

  it('shows the default figure, named 头像, without picture or name', () => {
    const { container } = renderConfig([{ type: 'avatar' }])
    expect(screen.getByRole('img', { name: '头像' })).toBeTruthy()
    expect(container.querySelector('svg')).toBeTruthy()
  })

  it('is a button named after the person when pressable', async () => {
    const { recorded } = renderConfig([
      { type: 'avatar', name: '李明', size: 32, shape: 'square', press: { action: 'navigate', to: '/user/profile' } },
    ])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '李明' })))
    expect(recorded.navigations).toEqual([{ to: '/user/profile', replace: false }])
  })
})
