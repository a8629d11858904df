import { describe, expect, it } from 'vitest'
import { chunkStyle, cssHashMark, moveChunkCss, styleKey, styleStatement, type BundleLike } from './chunk-css-plugin.ts'

function bundle(): BundleLike {
  return {
    'assets/index.js': {
      type: 'chunk',
      isEntry: true,
      code: 'entry()',
      moduleIds: ['/src/main.tsx', '/src/shell.css'],
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    },
    'assets/index.css': { type: 'asset', source: '.shell{margin:0}' },
    'assets/FormView.js': {
      type: 'chunk',
      isEntry: false,
      code: 'form()',
      moduleIds: ['/renderers/form/FormView.tsx', '/renderers/form/form.css'],
      map: { mappings: 'AAAA' },
      viteMetadata: { importedCss: new Set(['assets/FormView.css', 'assets/shared.css']) },
    },
    'assets/FormView.css': { type: 'asset', source: new TextEncoder().encode('.edu-form{color:red}\n') },
    'assets/FormView.js.map': { type: 'asset', source: JSON.stringify({ version: 3, sources: ['FormView.tsx'], mappings: 'AAAA' }) },
    'assets/List.js': {
      type: 'chunk',
      isEntry: false,
      code: 'list()',
      moduleIds: ['/renderers/list/List.tsx'],
      viteMetadata: { importedCss: new Set(['assets/shared.css']) },
    },
    'assets/shared.css': { type: 'asset', source: '.shared{}' },
    'assets/plain.js': {
      type: 'chunk',
      isEntry: false,
      code: 'plain()',
      moduleIds: ['/renderers/plain.tsx'],
      viteMetadata: { importedCss: new Set() },
    },
    'assets/Math.js': {
      type: 'chunk',
      isEntry: false,
      code: 'math()',
      moduleIds: ['/renderers/math.tsx'],
      viteMetadata: { importedCss: new Set(['assets/math.css']) },
    },
    'assets/math.css': { type: 'asset', source: '@font-face{src:url(/edu/assets/f.woff2)}.m{background:url("data:image/png;base64,x")}' },
    'assets/Odd.js': {
      type: 'chunk',
      isEntry: false,
      code: 'odd()',
      moduleIds: ['/renderers/odd.tsx'],
      viteMetadata: { importedCss: new Set(['assets/odd.css']) },
    },
    'assets/odd.css': { type: 'asset', source: '.o{background:url(./bg.png)}' },
    'assets/katex.min.js': {
      type: 'chunk',
      isEntry: false,
      code: '',
      moduleIds: ['/node_modules/katex/dist/katex.min.css'],
      viteMetadata: { importedCss: new Set(['assets/katex.css']) },
    },
    'assets/katex.css': { type: 'asset', source: '.katex{font:1em KaTeX_Main}' },
  }
}

describe('a lazy chunk’s CSS written into the chunk', () => {
  it('puts the CSS into the document when the chunk runs, and takes its file out of the bundle and the chunk’s imports', () => {
    const b = bundle()
    expect(moveChunkCss(b)).toEqual(['assets/FormView.css', 'assets/math.css'])
    const form = b['assets/FormView.js']
    expect(form.type === 'chunk' && form.code).toBe(`${styleStatement('.edu-form{color:red}')}form()`)
    expect(form.type === 'chunk' && [...(form.viteMetadata?.importedCss ?? [])]).toEqual(['assets/shared.css'])
    expect(b['assets/FormView.css']).toBeUndefined()
  })

  it('moves the source map down by the one line it adds', () => {
    const b = bundle()
    moveChunkCss(b)
    const form = b['assets/FormView.js']
    expect(form.type === 'chunk' && form.map?.mappings).toBe(';AAAA')
    const file = b['assets/FormView.js.map']
    expect(file.type === 'asset' && JSON.parse(String(file.source))).toEqual({ version: 3, sources: ['FormView.tsx'], mappings: ';AAAA' })
  })

  it('leaves the entry’s CSS (index.html has it), CSS that two chunks import, a CSS-only chunk’s, CSS with a relative url(), and chunks without CSS alone', () => {
    const b = bundle()
    moveChunkCss(b)
    expect(b['assets/index.css']).toBeDefined()
    expect(b['assets/shared.css']).toBeDefined()
    expect(b['assets/odd.css']).toBeDefined()
    // A stylesheet imported on its own: Vite has its importer link it.
    expect(b['assets/katex.css']).toBeDefined()
    const odd = b['assets/Odd.js']
    expect(odd.type === 'chunk' && odd.code).toBe('odd()')
    const [entry, list, plain] = [b['assets/index.js'], b['assets/List.js'], b['assets/plain.js']]
    expect(entry.type === 'chunk' && entry.code).toBe('entry()')
    expect(list.type === 'chunk' && list.code).toBe('list()')
    expect(plain.type === 'chunk' && plain.code).toBe('plain()')
  })

  it('marks the sheet with its key and adds it only when the page (a frame, docs/frames.md) has none so marked', () => {
    const css = '.edu-form-row{height:49px}'
    const statement = styleStatement(css)
    expect(statement).toContain(`document.querySelector('style[data-css="${styleKey(css)}"]')`)
    expect(statement).toContain(`s.dataset.css="${styleKey(css)}"`)
    expect(styleKey(css)).toBe(styleKey('.edu-form-row{height:49px}'))
    expect(styleKey(css)).not.toBe(styleKey('.edu-form-row{height:48px}'))
    // What the frames step reads back from a built chunk.
    expect(chunkStyle(`${statement}import{a}from"./x.js";form()`)).toBe(css)
    expect(chunkStyle('form()')).toBeUndefined()
  })

  it('writes the CSS as one JSON string literal, whatever quotes or tags it holds', () => {
    const css = '.a::before{content:"</style>\\"x"}'
    expect(styleStatement(css)).toContain(`s.textContent=${JSON.stringify(css)};`)
  })

  it('marks the name of each lazy chunk with CSS, so a file that changed by taking its CSS in gets a new name', () => {
    expect(cssHashMark({ isEntry: false, viteMetadata: { importedCss: new Set(['assets/FormView.css']) } })).toBe('edu-chunk-css-2')
    expect(cssHashMark({ isEntry: true, viteMetadata: { importedCss: new Set(['assets/index.css']) } })).toBeUndefined()
    expect(cssHashMark({ isEntry: false, viteMetadata: { importedCss: new Set() } })).toBeUndefined()
  })
})
