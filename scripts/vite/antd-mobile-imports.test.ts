import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root } from '../lib/schema-files'
import { antdMobileComponentImports, antdMobileNames, kebabCase } from './antd-mobile-imports'

describe('the antd-mobile components handed to the dev optimizer', () => {
  it('names a component the way the import rewrite does', () => {
    expect(['Button', 'DotLoading', 'TextArea', 'PullToRefresh', 'CheckList'].map(kebabCase)).toEqual([
      'button',
      'dot-loading',
      'text-area',
      'pull-to-refresh',
      'check-list',
    ])
  })

  it('reads named imports and re-exports, over several lines and renamed, but not types', () => {
    const source = [
      `import { Button, List as AntList } from 'antd-mobile'`,
      `import {\n  Dialog,\n  type SearchBarRef,\n} from "antd-mobile"`,
      `import type { PickerProps } from 'antd-mobile'`,
      `export { PullToRefresh } from 'antd-mobile'`,
      `import { Other } from 'antd-mobile-icons'`,
    ].join('\n')
    expect(antdMobileNames(source)).toEqual(['Button', 'List', 'Dialog', 'PullToRefresh'])
  })

  it("lists, for the app's own source, only components antd-mobile has", () => {
    const imports = antdMobileComponentImports([join(root, 'src'), join(root, 'renderers')])
    expect(imports).toContain('antd-mobile/es/components/button')
    expect(imports).toContain('antd-mobile/es/components/pull-to-refresh')
    expect(imports.filter((path) => !existsSync(join(root, 'node_modules', path)))).toEqual([])
  })
})
