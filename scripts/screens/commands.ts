// `npm run screens -- <verb>`: check, routes, new. Output goes through `io` so tests see exactly what a
// person at the terminal sees; the answer is the exit code. Problems are said in Chinese, or in English with
// --lang en (src/engine/check/words.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { say, said, type Lang } from '../../src/engine/check/words.ts'
import { formatProblem, type ScreenRoute } from '../../src/engine/loaded-screen.ts'
import type { ScreenReport } from './check.ts'
import { displayName, extraScreenDirs, screenFilesIn, screensDir as projectScreensDir } from './files.ts'
import { newQuestionnaire, previewPath } from './new-questionnaire.ts'
import { newScreen, templateKinds } from './new-screen.ts'
import { formatted, layoutProblem } from './prettier.ts'
import { checkFiles } from './read-screens.ts'
import { findRepeats, repeatWarnings, type RepeatSource } from './repeats.ts'
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
  check [files...] [--fix] [--strict] [--lang zh|en]
                                   check every file in screens/ (or the files named); exit 1 on any problem.
                                   Warns where a piece of config is copied (screens/README.md, Presets);
                                   --strict exits 1 on a warning too (npm test runs it so);
                                   --fix first lays the files out as the lint step (Prettier) wants;
                                   --lang en says the problems in English (default Chinese)
  routes                           the route table as JSON, sorted by path
  new <kind> <id> [--route /path] [--auth none|login|doctor]
                                   a new screens/<id>.json from a template (kinds: ${templateKinds().join(', ')})
  new questionnaire <id>           a new screens/questionnaires/<id>.json to edit, check and preview
${SERVICE_USAGE}`

const SUMMARY = {
  zh: {
    ok: (files: number) => `通过：检查了 ${files} 个文件，没有问题`,
    bad: (problems: number, bad: number, files: number) => `${files} 个文件中有 ${bad} 个有问题，共 ${problems} 个问题`,
    fixed: (file: string) => `已排版：${file}`,
    warnings: (n: number) => `另有 ${n} 个警告（重复的配置：做成预设后消失）`,
  },
  en: {
    ok: (files: number) => `OK: ${files} file${files === 1 ? '' : 's'} checked, no problems`,
    bad: (problems: number, bad: number, files: number) =>
      `${problems} problem${problems === 1 ? '' : 's'} in ${bad} of ${files} file${files === 1 ? '' : 's'}`,
    fixed: (file: string) => `formatted ${file}`,
    warnings: (n: number) => `${n} warning${n === 1 ? '' : 's'} (copied config: gone once it is a preset)`,
  },
} as const

/** The report with the lint step's layout check added: a file Prettier would rewrite is a problem too. */
async function withLayout(report: ScreenReport, absolute: string): Promise<ScreenReport> {
  let text: string
  try {
    text = readFileSync(absolute, 'utf8')
  } catch {
    return report // unreadable: the check has said so
  }
  const layout = await layoutProblem(report.file, text)
  if (!layout) return report
  const placed = report.place({ path: '', said: layout.finding.said })
  const before = text.slice(0, layout.offset).split('\n').length
  const problems = [...report.problems, { ...placed, path: '', line: before, column: 1 }]
  return { ...report, config: null, problems: problems.sort((x, y) => (x.line ?? 0) - (y.line ?? 0) || (x.column ?? 0) - (y.column ?? 0)) }
}

async function check(args: string[], io: Io, dirs: string[]): Promise<number> {
  const files: string[] = []
  let fix = false
  let strict = false
  let lang: Lang = 'zh'
  for (let i = 0; i < args.length; i++) {
    const a = args[i]
    if (a === '--fix') fix = true
    else if (a === '--strict') strict = true
    else if (a === '--lang') {
      const value = args[++i]
      if (value !== 'zh' && value !== 'en') {
        io.err(`--lang must be zh or en\n${USAGE}`)
        return 2
      }
      lang = value
    } else if (a.startsWith('--')) {
      io.err(`unknown option ${a}\n${USAGE}`)
      return 2
    } else files.push(a)
  }
  const words = SUMMARY[lang]
  const all = screenFilesIn(dirs)
  const targets = files.length ? files.map((f) => resolve(io.cwd, f)) : all
  if (fix) {
    for (const file of targets) {
      let text: string
      try {
        text = readFileSync(file, 'utf8')
      } catch {
        continue // the check says it cannot be read
      }
      const wanted = await formatted(file, text)
      if (wanted === text) continue
      writeFileSync(file, wanted)
      io.out(words.fixed(displayName(file)))
    }
  }
  const reports = await Promise.all(checkFiles(targets, all, lang).map((r, i) => withLayout(r, targets[i])))
  const problems = reports.flatMap((r) => r.problems)
  for (const p of problems) io.out(formatProblem(p))
  // Copies are looked for among all the files, and warned about in the files checked.
  const warnings = repeatWarnings(findRepeats(all.flatMap(readSource)), new Set(reports.map((r) => r.file)))
  for (const w of warnings) io.out(formatProblem({ ...w, message: say(lang, said('warning', { message: w.said })) }))
  if (problems.length === 0) io.out(words.ok(targets.length))
  else io.out(words.bad(problems.length, reports.filter((r) => r.problems.length).length, targets.length))
  if (warnings.length) io.out(words.warnings(warnings.length))
  return problems.length || (strict && warnings.length) ? 1 : 0
}

function readSource(file: string): RepeatSource[] {
  try {
    return [{ file: displayName(file), text: readFileSync(file, 'utf8') }]
  } catch {
    return [] // the check says it cannot be read
  }
}

async function create(args: string[], io: Io, screensDir: string, extra: string[]): Promise<number> {
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
    const made = await newQuestionnaire(id, screensDir)
    if (!made.ok) {
      for (const p of made.problems) io.err(p)
      io.err('nothing written')
      return 1
    }
    io.out(`created ${made.file}; preview it with npm run dev at ${previewPath(id)}`)
    return 0
  }
  const result = await newScreen({
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

export async function runScreens(args: string[], io: Io): Promise<number> {
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
