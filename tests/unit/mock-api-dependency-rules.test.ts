// The embedded backend's dependency rules of `npm run deps` (.dependency-cruiser.cjs), run on a fixture tree with
// planted imports: src/mock-api imports only shared pure code, and src/shared-logic only generated types.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const { forbidden } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] }

describe('npm run deps on the embedded backend', () => {
  it('refuses the engine, renderers, the API client and the session in src/mock-api, and anything but generated code in src/shared-logic', async () => {
    const result = await cruise(['src', 'renderers'], {
      baseDir: join(root, 'tests/fixtures/deps-mock-api'),
      validate: true,
      ruleSet: { forbidden },
      tsPreCompilationDeps: true,
    })
    const { summary } = result.output as ICruiseResult
    expect(summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual([
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> renderers/questionnaire/logic.ts',
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> src/api/client.ts',
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> src/engine/expression/evaluate.ts',
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> src/session/account.ts',
      'shared-logic-is-pure: src/shared-logic/expression.ts -> src/engine/expression/evaluate.ts',
    ])
  })
})
