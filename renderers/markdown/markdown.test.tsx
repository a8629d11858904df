// Under jsdom on purpose: DOMPurify under happy-dom lets onerror through.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { assert, describe, expect, it, vi } from 'vitest'

// The view and KaTeX are lazy chunks: under a busy machine their first import can take over a second.
const slow = { timeout: 5000 }
import { renderConfig } from '../shared/testing'

const katexLoads = vi.hoisted(() => ({ count: 0 }))
vi.mock('katex', async (importOriginal) => {
  katexLoads.count++
  return importOriginal()
})

describe('markdown', () => {
  it('shows headings, emphasis, lists and links', async () => {
    const { container } = renderConfig([
      { type: 'markdown', source: '## 活动规则\n\n**每日签到**得积分：\n\n- 第一条\n- 第二条\n\n[查看详情](https://example.com/rules)' },
    ])
    expect(await screen.findByRole('heading', { name: '活动规则' }, slow)).toBeTruthy()
    expect(screen.getByText('每日签到').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第一条', '第二条'])
    expect(screen.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('https://example.com/rules')
    expect(container.querySelector('.katex')).toBeNull()
  })

  it('leaves out an opening heading that repeats the title shown above it, and keeps any other', async () => {
    renderConfig([
      { type: 'markdown', source: '# 冬季 血压管理\n\n正文第一段\n\n## 冬季血压管理', title: '冬季血压管理' },
      { type: 'markdown', source: '# 另一篇的标题\n\n正文', title: '冬季血压管理' },
    ])
    expect(await screen.findByText('正文第一段', {}, slow)).toBeTruthy()
    // The opening h1 is gone; the later h2 with the same words stays (it is not where the title would repeat).
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`)).toEqual(['H2 冬季血压管理', 'H1 另一篇的标题'])
  })

  it('neutralises links that skip the link check, and sends a tapped one through the navigate action', async () => {
    const source = '[一](//evil.example) <a href="/\\evil.example">二</a> [三](/health/knowledge) [四](https://evil.example/x)'
    const { container, recorded } = renderConfig([{ type: 'markdown', source }])
    await screen.findByText('一', {}, slow)
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['一', null],
      ['二', null],
      ['三', '/health/knowledge'],
      ['四', 'https://evil.example/x'],
    ])
    // The browser follows none itself; the navigate action (the shell's link check) decides where each goes.
    expect(fireEvent.click(screen.getByRole('link', { name: '三' }))).toBe(false)
    expect(fireEvent.click(screen.getByRole('link', { name: '四' }))).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(recorded.navigations).toEqual([
      { to: '/health/knowledge', replace: false },
      { to: 'https://evil.example/x', replace: false },
    ])
  })

  it('strips script, event handlers and javascript: links', async () => {
    const source = [
      '<script>window.hacked = true</script>',
      '',
      '<img src="x.png" alt="图" onerror="window.hacked = true">',
      '',
      '[点我](javascript:alert(1)) <a href="javascript:alert(2)" onclick="alert(3)">也点我</a>',
      '',
      '<iframe src="https://evil.example.com"></iframe><svg><script>alert(4)</script></svg>',
    ].join('\n')
    const { container } = renderConfig([{ type: 'markdown', source }])
    await screen.findByText('点我', {}, slow)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    const img = container.querySelector('img')
    assert(img)
    expect(img.getAttribute('alt')).toBe('图')
    expect(img.hasAttribute('onerror')).toBe(false)
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
      expect(a.hasAttribute('onclick')).toBe(false)
    }
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|<script/i)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('leaves prices and escaped dollars as text and does not load KaTeX without a formula', async () => {
    const { container } = renderConfig([{ type: 'markdown', source: '价格 $5 到 $10\n\n转义 \\$x\\$\n\n代码 `$y$`' }])
    expect(await screen.findByText('价格 $5 到 $10', {}, slow)).toBeTruthy()
    expect(screen.getByText('转义 $x$')).toBeTruthy()
    expect(screen.getByText('$y$').tagName).toBe('CODE')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(katexLoads.count).toBe(0)
    expect(container.querySelector('.katex')).toBeNull()
  })

  it('renders $inline$ and $$display$$ math with KaTeX, loaded when a formula is present', async () => {
    const { container } = renderConfig([{ type: 'markdown', source: '勾股定理 $a^2+b^2=c^2$，即\n\n$$\nc=\\sqrt{a^2+b^2}\n$$' }])
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2), slow)
    expect(katexLoads.count).toBe(1)
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1)
    // The MathML copy keeps the TeX for screen readers.
    expect(container.querySelector('annotation')?.textContent).toBe('a^2+b^2=c^2')
    expect(container.querySelector('.edu-markdown__math-pending')).toBeNull()
  })

  it('resolves expressions in its source before rendering', async () => {
    renderConfig([{ type: 'markdown', source: '# {{ data.article.title }}' }], { scope: { data: { article: { title: '高血压随访' } } } })
    expect(await screen.findByRole('heading', { name: '高血压随访' }, slow)).toBeTruthy()
  })
})
