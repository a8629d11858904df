// The layer rules of `npm run deps` (.dependency-cruiser.cjs), each shown to fail: a tiny project tree is written to
// a temporary folder with one planted import per rule (and the allowed imports beside them), and dependency-cruiser
// runs the real rule set on it alone, so the test takes a second, not a cruise of the whole repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const { forbidden } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as { forbidden: IForbiddenRuleType[] }

/** Each file of the planted tree: what it imports (paths relative to the tree, or a package name). */
const tree: Record<string, string[]> = {
  'node_modules/react/index.js': [],
  // The engine and its checker.
  'src/engine/check/words.ts': [],
  'src/engine/registry.ts': ['renderers/card/Card.ts'],
  'src/engine/actions/navigate.ts': ['src/platform/content-link.ts'],
  // Renderers: their registration, a pure helper, one renderer.
  'renderers/index.ts': ['renderers/card/Card.ts'],
  'renderers/card/Card.ts': [],
  'renderers/shared/region-code.ts': [],
  'renderers/qrcode/qr-path.ts': [],
  'renderers/card/uses-tool.ts': ['scripts/screens/tool.ts'],
  'renderers/card/uses-api.ts': ['src/api/client.ts'],
  // The layers below the shell.
  'src/api/client.ts': ['react', 'src/session/who.ts'],
  'src/api/client.test.ts': ['react'],
  'src/session/who.ts': ['src/engine/registry.ts'],
  'src/platform/host.ts': ['src/api/client.ts'],
  'src/platform/content-link.ts': [],
  'src/mock-api/browser.ts': [],
  // The embedded backend and the pure code it shares with the app.
  'src/generated/api.ts': [],
  'src/shared-logic/expression.ts': ['src/generated/api.ts'],
  'src/shared-logic/leaks.ts': ['src/engine/registry.ts'],
  'src/mock-api/handlers/allowed.ts': ['src/shared-logic/expression.ts', 'src/generated/api.ts'],
  'src/mock-api/handlers/planted.ts': ['src/engine/registry.ts', 'src/api/client.ts'],
  // The shell: its registration and helpers are allowed, a renderer's insides, a build script and the backend are not.
  'src/shell/register-app.ts': [
    'renderers/index.ts',
    'renderers/shared/region-code.ts',
    'renderers/qrcode/qr-path.ts',
    'src/engine/registry.ts',
  ],
  'src/shell/reaches-in.ts': ['renderers/card/Card.ts'],
  'src/shell/leak.ts': ['scripts/screens/tool.ts'],
  'src/shell/mock-backend.ts': ['src/mock-api/browser.ts'],
  'src/shell/sneaks-in.ts': ['src/mock-api/browser.ts'],
  'src/shell/draws-a-renderer.test.ts': ['renderers/card/Card.ts'],
  // scripts/: the app's pure code is allowed, the running app is not; the browser-bundled entry only the checker.
  'scripts/screens/tool.ts': [],
  'scripts/screens/uses-the-checker.ts': ['src/engine/check/words.ts', 'src/api/client.ts'],
  'scripts/screens/uses-the-shell.ts': ['src/shell/register-app.ts'],
  'scripts/screens/uses-the-session.ts': ['src/session/who.ts'],
  'scripts/screens/remote-validator-entry.ts': ['src/engine/check/words.ts', 'src/engine/registry.ts'],
}

const source = (file: string, imports: string[]): string =>
  imports
    .map((target, i) => {
      if (!target.includes('/')) return `import * as m${String(i)} from '${target}'\n`
      const up = '../'.repeat(file.split('/').length - 1)
      return `import * as m${String(i)} from './${up}${target}'\n`
    })
    .join('') + `export const used = [${imports.map((_, i) => `m${String(i)}`).join(', ')}]\n`

const base = mkdtempSync(join(tmpdir(), 'deps-rules-'))
afterAll(() => {
  rmSync(base, { recursive: true, force: true })
})

async function violations(): Promise<string[]> {
  for (const [file, imports] of Object.entries(tree)) {
    mkdirSync(dirname(join(base, file)), { recursive: true })
    writeFileSync(join(base, file), file.endsWith('.js') ? 'module.exports = {}\n' : source(file, imports))
  }
  writeFileSync(join(base, 'node_modules/react/package.json'), '{ "name": "react", "main": "index.js" }\n')
  const result = await cruise(['src', 'renderers', 'scripts'], {
    baseDir: base,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  })
  const { summary } = result.output as ICruiseResult
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()
}

describe('npm run deps', () => {
  it('refuses each planted import, one violation a plant, and allows what the layers may import', async () => {
    const found = await violations()
    expect(found).toEqual([
      'api-is-below-the-session: src/api/client.ts -> src/session/who.ts',
      'app-code-never-imports-build-scripts: renderers/card/uses-tool.ts -> scripts/screens/tool.ts',
      'app-code-never-imports-build-scripts: src/shell/leak.ts -> scripts/screens/tool.ts',
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> src/api/client.ts',
      'embedded-backend-imports-only-shared-pure-code: src/mock-api/handlers/planted.ts -> src/engine/registry.ts',
      'engine-knows-no-content-links: src/engine/actions/navigate.ts -> src/platform/content-link.ts',
      'engine-knows-no-renderer-or-app: src/engine/registry.ts -> renderers/card/Card.ts',
      'no-react-below-the-engine: src/api/client.ts -> node_modules/react/index.js',
      'only-the-dev-switch-knows-the-embedded-backend: src/shell/sneaks-in.ts -> src/mock-api/browser.ts',
      'platform-is-pure-environment: src/platform/host.ts -> src/api/client.ts',
      'renderers-reach-only-the-engine: renderers/card/uses-api.ts -> src/api/client.ts',
      'session-is-below-the-shell: src/session/who.ts -> src/engine/registry.ts',
      'shared-logic-is-pure: src/shared-logic/leaks.ts -> src/engine/registry.ts',
      'shell-reaches-renderers-through-their-registration: src/shell/reaches-in.ts -> renderers/card/Card.ts',
      'the-browser-bundled-script-imports-only-the-checker: scripts/screens/remote-validator-entry.ts -> src/engine/registry.ts',
      'tools-never-import-the-running-app: scripts/screens/uses-the-session.ts -> src/session/who.ts',
      'tools-never-import-the-running-app: scripts/screens/uses-the-shell.ts -> src/shell/register-app.ts',
    ])
    // Every rule of the config has a plant here: a new rule comes with the import it refuses.
    const shown = new Set(found.map((line) => line.split(':')[0]))
    expect(forbidden.map((rule) => rule.name).filter((name) => name !== undefined && !shown.has(name))).toEqual([])
  })
})
