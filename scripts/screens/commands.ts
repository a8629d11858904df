// `npm run screens -- <verb>`: check, routes, new. Output goes through `io` so tests see exactly what a
// person at the terminal sees; the return value is the exit code.
import { resolve } from 'node:path'
import { formatProblem, type ScreenRoute } from '../../src/engine/loaded-screen.ts'
import { extraScreenDirs, screenFilesIn, screensDir as projectScreensDir } from './files.ts'
import { newQuestionnaire, previewPath } from './new-questionnaire.ts'
import { newScreen, templateKinds } from './new-screen.ts'
import { checkFiles } from './read-screens.ts'
import { routeTable } from './route-table.ts'
import { SERVICE_USAGE } from './service-commands.ts'

export interface Io {
  out: (line: string) => void
  err: (line: string) => void
  cwd: string
  env: NodeJS.ProcessEnv
  /** screens/ of the project unless a test says otherwise. */
  screensDir?: string
}

const USAGE = `usage: npm run screens -- <verb>
  check [files...]                 check every file in screens/ (or the files named); exit 1 on any problem
  routes                           the route table as JSON, sorted by path
  new <kind> <id> [--route /path] [--auth none|login|doctor]
                                   a new screens/<id>.json from a template (kinds: ${templateKinds().join(', ')})
  new questionnaire <id>           a new screens/questionnaires/<id>.json to edit, check and preview
${SERVICE_USAGE}`

function check(files: string[], io: Io, dirs: string[]): number {
  const all = screenFilesIn(dirs)
  const targets = files.length ? files.map((f) => resolve(io.cwd, f)) : all
  const reports = checkFiles(targets, all)
  const problems = reports.flatMap((r) => r.problems)
  for (const p of problems) io.out(formatProblem(p))
  const screens = `${targets.length} file${targets.length === 1 ? '' : 's'}`
  if (problems.length === 0) {
    io.out(`OK: ${screens} checked, no problems`)
    return 0
  }
  const bad = reports.filter((r) => r.problems.length).length
  io.out(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${bad} of ${screens}`)
  return 1
}

function create(args: string[], io: Io, screensDir: string, extra: string[]): number {
  const positional: string[] = []
  const flags: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const a = args[i]
    if (a === '--route' || a === '--auth') flags[a.slice(2)] = args[++i] ?? ''
    else if (a.startsWith('--')) {
      io.err(`unknown option ${a}\n${USAGE}`)
      return 2
    } else positional.push(a)
  }
  const [kind, id] = positional
  if (!kind || !id || positional.length > 2) {
    io.err(USAGE)
    return 2
  }
  if (flags.auth !== undefined && !['none', 'login', 'doctor'].includes(flags.auth)) {
    io.err(`--auth must be one of: none, login, doctor`)
    return 2
  }
  if (kind === 'questionnaire') {
    const made = newQuestionnaire(id, screensDir)
    if (!made.ok) {
      for (const p of made.problems) io.err(p)
      io.err('nothing written')
      return 1
    }
    io.out(`created ${made.file}; preview it with npm run dev at ${previewPath(id)}`)
    return 0
  }
  const result = newScreen({
    kind,
    id,
    route: flags.route,
    auth: flags.auth as ScreenRoute['auth'] | undefined,
    screensDir,
    otherDirs: extra,
  })
  if (!result.ok) {
    for (const p of result.problems) io.err(p)
    io.err('nothing written')
    return 1
  }
  io.out(`created ${result.file} (route ${result.route.path}, auth ${result.route.auth})`)
  return 0
}

export function runScreens(args: string[], io: Io): number {
  const [verb, ...rest] = args
  const screensDir = io.screensDir ?? projectScreensDir
  const extra = extraScreenDirs(io.env, io.cwd)
  const dirs = [screensDir, ...extra]
  switch (verb) {
    case 'check':
      return check(rest, io, dirs)
    case 'routes':
      io.out(JSON.stringify(routeTable(screenFilesIn(dirs), dirs), null, 2))
      return 0
    case 'new':
      return create(rest, io, screensDir, extra)
    default:
      io.err(USAGE)
      return 2
  }
}
