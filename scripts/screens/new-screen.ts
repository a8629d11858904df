// `screens new <kind> <id>`: a new screen file from templates/<kind>.json that passes `check` as created.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { formatProblem, type ScreenRoute } from '../../src/engine/loaded-screen.ts'
import { readJson, root, schemasDir } from '../lib/schema-files.ts'
import { checkScreenSource, withCrossChecks } from './check.ts'
import { displayName, screenFilesIn } from './files.ts'
import { formatted } from './prettier.ts'
import { readIdentity } from './read-screens.ts'

export const templatesDir = join(root, 'src/engine/check/templates')

export function templateKinds(dir = templatesDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort()
}

export interface NewScreen {
  kind: string
  id: string
  route?: string
  auth?: ScreenRoute['auth']
  /** Where screens live (screens/); other screen folders only count for duplicate routes. */
  screensDir: string
  otherDirs?: readonly string[]
  templates?: string
}

export type NewScreenResult = { ok: true; file: string; route: ScreenRoute } | { ok: false; problems: string[] }

const idPattern = new RegExp(
  readJson<{ properties: { id: { pattern: string } } }>(join(schemasDir, 'screen.schema.json')).properties.id.pattern,
)

export async function newScreen(req: NewScreen): Promise<NewScreenResult> {
  const templates = req.templates ?? templatesDir
  const kinds = templateKinds(templates)
  if (!kinds.includes(req.kind)) return { ok: false, problems: [`unknown kind "${req.kind}" (known: ${kinds.join(', ')})`] }
  // Checked before the id becomes a file name, so no id can write outside screens/.
  if (!idPattern.test(req.id)) {
    return {
      ok: false,
      problems: [`id "${req.id}" must be lower-case letters, digits, - and _, in parts separated by / (like home/no-data)`],
    }
  }
  const target = join(req.screensDir, `${req.id}.json`)
  if (existsSync(target)) return { ok: false, problems: [`${displayName(target)} already exists; not overwriting it`] }

  const template = readJson<Record<string, unknown>>(join(templates, `${req.kind}.json`))
  const templateRoute = (Array.isArray(template.routes) ? template.routes[0] : undefined) as Partial<ScreenRoute> | undefined
  const route: ScreenRoute = { path: req.route ?? `/${req.id}`, auth: req.auth ?? templateRoute?.auth ?? 'none' }
  const config = { ...template }
  config.$schema = relative(dirname(target), join(schemasDir, 'screen.schema.json')).split(sep).join('/')
  config.id = req.id
  config.routes = [route]
  // Written as the lint step wants it (Prettier), so a new file passes `check` and `npm run lint` as created.
  const text = await formatted(target, `${JSON.stringify(config, null, 2)}\n`)

  const context = screenFilesIn([req.screensDir, ...(req.otherDirs ?? [])]).map(readIdentity)
  const [report] = withCrossChecks([checkScreenSource(displayName(target), text)], context)
  if (report.problems.length) return { ok: false, problems: report.problems.map(formatProblem) }
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, text)
  return { ok: true, file: displayName(target), route }
}
