// Under jsdom, as markdown's: DOMPurify under happy-dom lets onerror through.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'

// The view is a lazy chunk (DOMPurify): its first import can take a while on a busy machine.
const slow = { timeout: 5000 }

const article = [
  '<h2>高血压的家庭监测</h2>',
  '<p>每天<strong>同一时间</strong>测量血压。</p>',
  '<img src="/static/bp.png" alt="血压计">',
  '<p><a href="/health/knowledge">更多科普</a> <a href="https://www.example.com/guide">指南原文</a> <a href="#steps">测量步骤</a></p>',
].join('')

describe('rich-text', () => {
  it("shows the server's HTML, its images loading lazily", async () => {
    const { container } = renderConfig([{ type: 'rich-text', html: '{{ data.notice.content }}' }], {
      scope: { data: { notice: { content: article } } },
    })
    expect(await screen.findByRole('heading', { name: '高血压的家庭监测' }, slow)).toBeTruthy()
    expect(screen.getByText('同一时间').tagName).toBe('STRONG')
    const img = screen.getByRole('img', { name: '血压计' })
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('.edu-rich-text')).toBeTruthy()
  })

  it('strips script, event handlers, frames and javascript: links', async () => {
    const html = [
      '<p>正文</p><script>window.hacked = true</script>',
      '<img src="x.png" alt="图" onerror="window.hacked = true">',
      '<a href="javascript:alert(1)" onclick="alert(2)">点我</a>',
      '<iframe src="https://evil.example.com"></iframe><svg><script>alert(3)</script></svg>',
    ].join('')
    const { container } = renderConfig([{ type: 'rich-text', html }])
    await screen.findByText('正文', {}, slow)
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script|<iframe/i)
    expect(screen.getByRole('img', { name: '图' }).getAttribute('loading')).toBe('lazy')
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('sends a tapped link through the navigate action: in-app paths and web addresses alike', async () => {
    const { recorded } = renderConfig([{ type: 'rich-text', html: article }])
    const inApp = await screen.findByRole('link', { name: '更多科普' }, slow)
    expect(fireEvent.click(inApp)).toBe(false) // the browser does not follow it itself
    fireEvent.click(screen.getByRole('link', { name: '指南原文' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(recorded.navigations).toEqual([
      { to: '/health/knowledge', replace: false },
      { to: 'https://www.example.com/guide', replace: false },
    ])
  })

  it('leaves in-page anchors to the browser and never reads an href as an expression', async () => {
    const html = '<a href="#steps">测量步骤</a> <a href="/search?q={{ user.token }}">搜索</a>'
    const { recorded } = renderConfig([{ type: 'rich-text', html: '{{ data.html }}' }], {
      scope: { data: { html }, user: { token: 'secret' } },
    })
    expect(fireEvent.click(await screen.findByRole('link', { name: '测量步骤' }, slow))).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: '搜索' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(recorded.navigations).toEqual([{ to: '/search?q={{ user.token }}', replace: false }])
  })
})
