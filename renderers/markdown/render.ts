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

/** The same words, whatever the spacing and markup around them. */
const sameWords = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '')

export function renderMarkdown(source: string, katex?: KatexModule | null, shownTitle?: string): RenderedMarkdown {
  const tokens = markdown.lexer(source)
  // A body that opens with the title the screen already shows above it would show it twice.
  const first = tokens.findIndex((t) => t.type !== 'space')
  const opening = tokens[first]
  if (shownTitle && opening?.type === 'heading' && sameWords(String(opening.text), shownTitle)) tokens.splice(first, 1)
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
