import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

const banners = [
  { bannerCode: 'B1', title: '高血压防治专题', imageUrl: 'data:image/svg+xml,1', link: '/home/album/ALB001' },
  { bannerCode: 'B2', title: '癌症早筛进社区', imageUrl: 'data:image/svg+xml,2', link: '/news/view/9' },
]
const node = {
  type: 'swiper',
  items: '{{ data.banners }}',
  slide: { image: '{{ item.imageUrl }}', alt: '{{ item.title }}', press: { action: 'navigate', to: '{{ item.link }}' } },
}

describe('swiper', () => {
  it('shows a banner per record, named for screen readers, and opens the pressed one’s link', async () => {
    const { recorded } = renderConfig([node], { scope: { data: { banners } } })
    const second = await screen.findByRole('button', { name: '癌症早筛进社区（第2张，共2张）' })
    fireEvent.click(second)
    expect(recorded.navigations).toEqual([{ to: '/news/view/9', replace: false }])
    expect(second.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,2')
  })

  it('has no indicator with one banner, and a placeholder before data', async () => {
    const one = renderConfig([node], { scope: { data: { banners: banners.slice(0, 1) } } })
    await screen.findByRole('button', { name: /高血压防治专题/ })
    expect(one.container.querySelector('.adm-swiper-indicator')).toBeNull()
    one.unmount()
    const none = renderConfig([node], { scope: { data: {} } })
    expect(none.container.querySelector('.edu-swiper__placeholder')).toBeTruthy()
  })

  it('draws the first banner at once, and the sliding banners once the page is quiet or touched', async () => {
    const { container } = renderConfig([node], { scope: { data: { banners } } })
    const first = await screen.findByRole('button', { name: '高血压防治专题（第1张，共2张）' })
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('eager')
    expect(container.querySelector('.adm-swiper')).toBeNull()
    const box = container.querySelector('.edu-swiper')
    if (!box) throw new Error('no swiper')
    fireEvent.pointerDown(box)
    expect(await screen.findByRole('button', { name: '癌症早筛进社区（第2张，共2张）' })).toBeTruthy()
    expect(container.querySelector('.adm-swiper')).toBeTruthy()
  })
})
