import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-css-plugin.ts'

const HTML = `<head>
    <script type="module" crossorigin src="/edu/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/edu/assets/es-B.css">
    <link rel="stylesheet" crossorigin href="/edu/assets/index-C.css">
    <link rel="icon" href="/edu/favicon.svg">
  </head>`
const CSS: Record<string, string> = { '/edu/assets/es-B.css': ':root{--a:1}\n', '/edu/assets/index-C.css': '.x{color:red}' }

describe('the entry stylesheets in index.html', () => {
  const out = inlineStylesheets(HTML, (href) => CSS[href])

  it('writes each stylesheet in, in the order they were linked', () => {
    expect(out.indexOf('<style>:root{--a:1}</style>')).toBeGreaterThan(0)
    expect(out.indexOf('<style>:root{--a:1}</style>')).toBeLessThan(out.indexOf('<style>.x{color:red}</style>'))
  })

  it('keeps each link, disabled, so it is never fetched and a lazy chunk does not fetch it again', () => {
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/edu/assets/es-B.css" disabled>')
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/edu/assets/index-C.css" disabled>')
    expect(out).toContain('<link rel="icon" href="/edu/favicon.svg">')
  })

  it('leaves a link alone when its text is unknown', () => {
    expect(inlineStylesheets(HTML, () => undefined)).toBe(HTML)
  })
})
