import { describe, expect, it } from 'vitest'
import type { BundleReport, ChunkInfo } from '../vite/bundle-report.ts'
import { firstVisit } from './measure.ts'

const chunk = (info: Partial<ChunkInfo> = {}): ChunkInfo => ({ entry: false, imports: [], dynamicImports: [], ...info })

// The entry imports each renderer's lazy component dynamically; the small ones sit in one group chunk with no
// facade of its own, which names the lazy modules it stands for.
const report: BundleReport = {
  chunks: {
    'index.js': chunk({ entry: true, dynamicImports: ['small-renderers.js', 'Cell.js', 'FormView.js'] }),
    'small-renderers.js': chunk({
      imports: ['index.js', 'antd-base.js'],
      lazyModules: ['renderers/text/Text.tsx', 'renderers/stack/Stack.tsx'],
    }),
    'antd-base.js': chunk(),
    'Cell.js': chunk({ imports: ['antd-base.js'], facade: 'renderers/cell/Cell.tsx', css: ['Cell.css'] }),
    'FormView.js': chunk({ facade: 'renderers/form/FormView.tsx', dynamicImports: ['DatePicker.js'] }),
    'DatePicker.js': chunk({ facade: 'renderers/form/theme/DatePicker.tsx' }),
    'a.js': chunk(),
    'b.js': chunk(),
  },
  screens: [],
}
const screen = (chunkFile: string, types: string[]) => ({
  id: chunkFile,
  file: `${chunkFile}.json`,
  routes: ['/x'],
  chunk: chunkFile,
  types,
})

describe('a first visit', () => {
  it('counts the group chunk that stands for one of its node types, with what it imports, once', () => {
    const { js } = firstVisit(report, ['index.js'], screen('a.js', ['text', 'stack', 'cell']))
    expect(js.sort()).toEqual(['Cell.js', 'a.js', 'antd-base.js', 'index.js', 'small-renderers.js'])
  })

  it('leaves out the group chunk when the screen names none of its types, and the chunks a renderer opens on demand', () => {
    const { js, css } = firstVisit(report, ['index.js'], screen('b.js', ['form']))
    expect(js.sort()).toEqual(['FormView.js', 'b.js', 'index.js'])
    expect(css).toEqual([])
  })
})
