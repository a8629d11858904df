// $inline$ and $$display$$ math as marked tokens. The tokens carry their TeX; render.ts fills in `html`
// with KaTeX output once KaTeX is loaded (it is loaded only when a formula is present).
import type { TokenizerAndRendererExtension, Tokens } from 'marked'

export interface MathToken extends Tokens.Generic {
  type: 'math'
  raw: string
  tex: string
  display: boolean
  /** KaTeX's rendering; absent until KaTeX has loaded. */
  html?: string
}

export function isMathToken(token: { type: string }): token is MathToken {
  return token.type === 'math'
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

// $x$: no space just inside either dollar and no digit right after the closing one, so prices ($5 and $10)
// stay text (the pandoc rule). \$ stays a literal dollar.
const INLINE = /^\$(?!\s)((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?!\d)/
const INLINE_DISPLAY = /^\$\$((?:\\[\s\S]|[^\\$])+?)\$\$/
const BLOCK_DISPLAY = /^ {0,3}\$\$((?:\\[\s\S]|[^\\$])+?)\$\$ *(?:\n+|$)/

function renderMath(token: MathToken): string {
  if (token.html !== undefined) return token.html
  // Until KaTeX arrives the TeX shows as code, so nothing jumps from blank to formula.
  const kind = token.display ? 'display' : 'inline'
  return `<code class="edu-markdown__math-pending" data-math="${kind}">${escapeHtml(token.tex)}</code>`
}

export const blockMath: TokenizerAndRendererExtension = {
  name: 'math',
  level: 'block',
  // marked passes the text after the first character of a block, so a match only counts after a newline.
  start: (src) => {
    const m = /\n {0,3}\$\$/.exec(src)
    return m ? m.index + 1 : undefined
  },
  tokenizer(src) {
    const m = BLOCK_DISPLAY.exec(src)
    if (!m) return undefined
    const token: MathToken = { type: 'math', raw: m[0], tex: m[1].trim(), display: true }
    return token
  },
  renderer: (token) => (isMathToken(token) ? renderMath(token) : false),
}

export const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (src) => {
    const i = src.indexOf('$')
    return i < 0 ? undefined : i
  },
  tokenizer(src) {
    const display = INLINE_DISPLAY.exec(src)
    if (display) {
      const token: MathToken = { type: 'math', raw: display[0], tex: display[1].trim(), display: true }
      return token
    }
    const m = INLINE.exec(src)
    if (!m) return undefined
    const token: MathToken = { type: 'math', raw: m[0], tex: m[1], display: false }
    return token
  },
}
