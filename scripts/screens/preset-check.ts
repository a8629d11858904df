// { "action": "preset", "name": ... } must name a preset that a presets document in screens/ defines
// (screens/presets/actions.json), and { "type": "preset", "name": ... } one of screens/presets/nodes.json;
// otherwise the button does nothing, or the nodes are missing, on a user's phone.
import { hint } from '../../src/engine/check/suggest.ts'
import { said } from '../../src/engine/check/words.ts'
import type { FileFinding } from './duplicates.ts'
import type { ScreenIdentity } from './screen-identity.ts'

export function presetProblems(files: readonly ScreenIdentity[]): FileFinding[] {
  const actions = [...new Set(files.flatMap((f) => f.presets))].sort()
  const nodes = [...new Set(files.flatMap((f) => f.nodePresets))].sort()
  const problems: FileFinding[] = []
  for (const f of files) {
    for (const use of f.presetUses) {
      const defined = use.kind === 'node' ? nodes : actions
      if (defined.includes(use.name)) continue
      const why = defined.length ? hint(use.name, defined) : said('noPresets')
      problems.push({ file: f.file, path: use.at, said: said('unknownPreset', { name: use.name, why }) })
    }
  }
  return problems
}
