// The benchmark page: a form of N text fields (N from ?fields=, default 200) drawn by the real form renderer
// on an engine with fake services, built for production. bench-keystroke.ts types into it and times frames.
import { createRoot } from 'react-dom/client'
import { EngineProvider, type NodeConfig } from '../../../src/engine'
import { createTestEngine, NodesFrame } from '../../../src/engine/testing'
import { registerRenderers } from '../../../renderers'

const query = new URLSearchParams(location.search)
const count = Number(query.get('fields') ?? 200)
// ?direct=1: every keystroke goes to rjsf at once (ui:options.commit 'change'), for comparison.
const ui = query.get('direct') === '1' ? { 'ui:globalOptions': { commit: 'change' } } : {}
const properties = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i + 1}` }]))
const form: NodeConfig = { type: 'form', id: 'bench', schema: { type: 'object', required: ['f0'], properties }, ui }

// ?plain=1: the floor the form is held to (issue 15): the same number of plain labelled inputs, no framework.
function drawPlainInputs(root: HTMLElement): void {
  for (let i = 0; i < count; i++) {
    const label = document.createElement('label')
    label.textContent = `字段${i + 1}`
    const input = document.createElement('input')
    input.id = `root_f${i}`
    label.append(input)
    root.append(label)
  }
}

const engine = createTestEngine({ setup: registerRenderers, dev: false })
const root = document.getElementById('root')
if (!root) throw new Error('the bench page has no #root')
if (query.get('plain') === '1') drawPlainInputs(root)
else
  createRoot(root).render(
    <EngineProvider engine={engine}>
      {/* Not part of the form: the baseline the timings subtract (a frame with nothing to do). */}
      <input id="baseline" aria-label="baseline" />
      <NodesFrame engine={engine} nodes={[form]} />
    </EngineProvider>,
  )
