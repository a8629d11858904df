// The layer rules of `npm run deps` (.dependency-cruiser.cjs), run on a fixture tree: app code and renderers never
// import build scripts (issue 34: the playground once bundled scripts/ code into the app).
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const { forbidden } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] }

describe('npm run deps', () => {
  it('refuses src/ and renderers/ importing scripts/, and lets scripts/ import the app', async () => {
    const result = await cruise(['src', 'renderers', 'scripts'], {
      baseDir: join(root, 'tests/fixtures/deps'),
      validate: true,
      ruleSet: { forbidden },
      tsPreCompilationDeps: true,
    })
    const { summary } = result.output as ICruiseResult
    expect(summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual([
      'app-code-never-imports-build-scripts: renderers/card/uses-tool.ts -> scripts/screens/tool.ts',
      'app-code-never-imports-build-scripts: src/shell/leak.ts -> scripts/screens/tool.ts',
    ])
  })
})
