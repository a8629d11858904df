// @vitest-environment jsdom
// Under jsdom, as the renderers' tests: what the one sanitiser keeps of HTML written elsewhere (issue 33).
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('drops style blocks, forms and their fields', () => {
    const html = [
      '<style>body::after{content:"您的账号存在风险";position:fixed;inset:0}</style>',
      '<p>正文</p>',
      '<form action="https://evil.example/login"><input name="password"><textarea></textarea><select></select><button>提交</button></form>',
    ].join('')
    const clean = sanitizeHtml(html)
    expect(clean).not.toMatch(/<style|<form|<input|<textarea|<select|<button|您的账号存在风险/i)
    expect(clean).toContain('<p>正文</p>')
  })

  it('drops inline styles that lift an element over the screen, and keeps the others', () => {
    expect(sanitizeHtml('<div style="position:fixed;top:0;left:0;width:100vw">假警告</div>')).toBe('<div>假警告</div>')
    expect(sanitizeHtml('<span style="z-index: 9999">x</span>')).toBe('<span>x</span>')
    expect(sanitizeHtml('<span style="color: red">红字</span>')).toBe('<span style="color: red">红字</span>')
  })

  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', 'evil.example/x', '/\t/evil.example', 'java\tscript:alert(1)'])(
    'drops the href %j, which no link check could judge',
    (href) => {
      const clean = sanitizeHtml(`<a href="${href}">去看看</a>`)
      expect(clean).not.toMatch(/href=/)
      expect(clean).toContain('去看看')
    },
  )

  it.each(['/health/knowledge', 'https://www.example.com/guide', '#steps', 'tel:10086', 'mailto:a@example.com'])(
    'keeps the href %j (paths and web addresses then go through the app’s link check on a tap)',
    (href) => {
      expect(sanitizeHtml(`<a href="${href}">链接</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">链接</a>`)
    },
  )
})
