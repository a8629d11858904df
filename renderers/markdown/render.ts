// Markdown to safe HTML: marked (with the math tokens), KaTeX for formulas when loaded, then the shared
// DOMPurify sanitiser (shared/sanitize.ts) over everything, so nothing a config or a server writes can run script.
import { Marked } from 'marked'
import { sanitizeHtml } from '../shared/sanitize'
import type { KatexModule } from './katex'
import { blockMath, inlineMath, isMathToken, type MathToken } from './math'

const markdown = new Marked({ gfm: true, breaks: true }, { extensions: [blockMath, inlineMath] })

export interface RenderedMarkdown {
  html: string
  /** Whether the text has a formula (and so needs KaTeX). */
  hasMath: boolean
}

export function renderMarkdown(source: string, katex?: KatexModule | null): RenderedMarkdown {
  const tokens = markdown.lexer(source)
  const formulas: MathToken[] = []
  // walkTokens answers the callbacks' results; ours are synchronous, so there is nothing to wait for.
  void markdown.walkTokens(tokens, (token) => {
    if (isMathToken(token)) formulas.push(token)
  })
  if (katex) {
    for (const f of formulas) {
      // trust: false keeps \href, \url and \html* out; a bad formula shows in red instead of throwing.
      f.html = katex.renderToString(f.tex, { displayMode: f.display, throwOnError: false, trust: false, output: 'htmlAndMathml' })
    }
  }
  const html = markdown.parser(tokens)
  return { html: sanitizeHtml(html), hasMath: formulas.length > 0 }
}
