// npm run size (after vite build): the byte budgets, printed as a table; exit 1 naming each budget exceeded.
// `npm run size -- <dir>` measures another build folder (dist-e2e).
import { resolve } from 'node:path'
import { root } from './lib/schema-files.ts'
import { evaluateBudgets, formatTable, kB } from './size/budgets.ts'
import { measureDist } from './size/measure.ts'

const dist = resolve(root, process.argv[2] ?? 'dist')
const measured = measureDist(dist)
const roles = new Map<string, string>([
  ...measured.entry.map((c, i): [string, string] => [c.file, i === 0 ? 'entry' : 'loaded with the entry']),
  ...measured.preloaded.map((c): [string, string] => [c.file, 'preloaded beside the entry (index.html)']),
  ...Object.entries(measured.screenExtras).flatMap(([id, extra]) =>
    extra.map((c): [string, string] => [c.file, `loaded with screen ${id}`]),
  ),
  ...measured.screens.map((s): [string, string] => [s.file, `screen ${s.id}`]),
])
// The biggest files and every file with a role; the rest (lazy vendor and data chunks) summed on one line.
const sorted = [...measured.allJs].sort((a, b) => b.gzip - a.gzip)
const shown = sorted.filter((c, i) => i < 15 || roles.has(c.file))
const rest = sorted.filter((c) => !shown.includes(c))
console.log(`JavaScript in ${dist} (gzip):`)
const chunks = shown.map((c) => ({ file: c.file, gzip: kB(c.gzip), role: roles.get(c.file) ?? '' }))
if (rest.length) chunks.push({ file: `${rest.length} more files`, gzip: kB(rest.reduce((s, c) => s + c.gzip, 0)), role: 'lazy' })
for (const line of formatTable(chunks, ['file', 'gzip', 'role'])) console.log(`  ${line}`)
console.log('\nHeaviest first visits (gzip JS+CSS: entry, screen chunk, lazy chunks of its node types; README lists these):')
const heaviest = measured.routes
  .slice(0, 10)
  .map((r, i) => ({ '#': String(i + 1), route: r.routes[0] ?? r.id, screen: r.id, kind: r.kind, gzip: kB(r.gzip) }))
for (const line of formatTable(heaviest, ['#', 'route', 'screen', 'kind', 'gzip'])) console.log(`  ${line}`)
console.log('\nBudgets:')
const rows = evaluateBudgets(measured)
for (const line of formatTable(
  rows.map(({ ok, ...r }) => ({ ...r, result: ok ? 'ok' : 'OVER' })),
  ['budget', 'measured', 'limit', 'result'],
)) {
  console.log(`  ${line}`)
}
const breaches = rows.filter((r) => !r.ok)
for (const b of breaches) console.error(`budget exceeded: ${b.budget}: ${b.measured} (limit ${b.limit})`)
for (const h of measured.codeGeneration) console.error(`  ${h.what} in ${h.file}: …${h.excerpt}…`)
process.exitCode = breaches.length ? 1 : 0
