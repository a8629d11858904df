// { "action": "preset", "name": ... } must name a preset that a presets document in screens/ defines
// (screens/presets/actions.json), and { "type": "preset", "name": ... } one of screens/presets/nodes.json;
// otherwise the button does nothing, or the nodes are missing, on a user's phone.
import type { Problem } from '../../src/engine/loaded-screen.ts'
import type { ScreenIdentity } from './screen-identity.ts'
import { hint } from './suggest.ts'

export function presetProblems(files: readonly ScreenIdentity[]): Problem[] {
  const actions = [...new Set(files.flatMap((f) => f.presets))].sort()
  const nodes = [...new Set(files.flatMap((f) => f.nodePresets))].sort()
  const problems: Problem[] = []
  for (const f of files) {
    for (const use of f.presetUses) {
      const defined = use.kind === 'node' ? nodes : actions
      if (defined.includes(use.name)) continue
      const why = defined.length ? hint(use.name, defined) : ' (no presets file in screens/ defines any)'
      problems.push({ file: f.file, path: use.at, message: `unknown preset "${use.name}"${why}` })
    }
  }
  return problems
}
