import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderConfig } from '../shared/testing'

/** A controllable IntersectionObserver: tests say when the watched elements come into view. */
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly targets: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
  enter() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeObserver.instances = []
})

describe('image', () => {
  it('loads at once where IntersectionObserver is missing, a relative src served under the app base', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderConfig([{ type: 'image', src: 'static/empty.svg', alt: '空' }])
    const img = screen.getByRole('img', { name: '空' })
    expect(img.getAttribute('src')).toBe(`${import.meta.env.BASE_URL}static/empty.svg`)
  })

  it('gives its box the shape of the picture before it arrives, unless a height is set', () => {
    const { container } = renderConfig([
      { type: 'image', src: 'static/banner.svg', width: '100%', ratio: 2.083 },
      { type: 'image', src: 'static/banner.svg', width: '100%', height: 120, ratio: 2.083 },
    ])
    const [shaped, sized] = [...container.querySelectorAll<HTMLElement>('.edu-image')]
    // jsdom's style object does not know aspect-ratio: the attribute React wrote is what the browser reads.
    expect(shaped?.getAttribute('style')).toContain('aspect-ratio: 2.083')
    expect(sized?.getAttribute('style')).not.toContain('aspect-ratio')
    expect(sized?.style.height).toBe('120px')
  })

  it('keeps absolute addresses as written', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderConfig([
      { type: 'image', src: 'https://cdn.example.com/a.png', alt: 'a' },
      { type: 'image', src: '/edu/static/b.svg', alt: 'b' },
    ])
    expect(screen.getByRole('img', { name: 'a' }).getAttribute('src')).toBe('https://cdn.example.com/a.png')
    expect(screen.getByRole('img', { name: 'b' }).getAttribute('src')).toBe('/edu/static/b.svg')
  })

  it('loads only when it comes into view, watching with threshold 0', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const { container } = renderConfig(
      [{ type: 'image', src: 'https://cdn.example.com/{{ query.id }}.png', alt: '封面', width: 100, height: 80 }],
      {
        scope: { query: { id: '42' } },
      },
    )
    expect(container.querySelector('img')).toBeNull()
    const observer = FakeObserver.instances[0]
    expect(observer.options.threshold).toBe(0)
    act(() => observer.enter())
    const img = screen.getByRole('img', { name: '封面' })
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/42.png')
    expect(observer.disconnected).toBe(true)
  })

  it('loads at once when lazy is false', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    renderConfig([{ type: 'image', src: 'static/empty.svg', alt: '立即', lazy: false }])
    expect(screen.getByRole('img', { name: '立即' }).tagName).toBe('IMG')
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('runs its press actions when tapped', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { recorded } = renderConfig([
      { type: 'image', src: 'static/empty.svg', alt: '活动', press: { action: 'navigate', to: '/invite/landing' } },
    ])
    fireEvent.click(screen.getByRole('button', { name: '活动' }))
    await vi.waitFor(() => expect(recorded.navigations).toEqual([{ to: '/invite/landing', replace: false }]), { timeout: 5000 })
  })
})
