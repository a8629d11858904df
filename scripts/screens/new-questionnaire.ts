// `screens new questionnaire <id>`: screens/questionnaires/<id>.json from templates/questionnaire/starter.json,
// a questionnaire that passes check as created (every kind of rule shown once), for product staff to edit.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { formatProblem } from '../../src/engine/loaded-screen.ts'
import { readJson, schemasDir } from '../lib/schema-files.ts'
import { checkScreenSource } from './check.ts'
import { displayName } from './files.ts'
import { templatesDir } from './new-screen.ts'
import { formatted } from './prettier.ts'

const SCHEMA = 'questionnaire.schema.json'
const idPattern = new RegExp(readJson<{ properties: { id: { pattern: string } } }>(join(schemasDir, SCHEMA)).properties.id.pattern)

/** Where a questionnaire can be tried out once written (the special-service screen opens any by ?id). */
export const previewPath = (id: string): string => `/edu/health/special-service/questionnaire?id=${id}`

export type NewQuestionnaireResult = { ok: true; file: string } | { ok: false; problems: string[] }

export async function newQuestionnaire(id: string, screensDir: string): Promise<NewQuestionnaireResult> {
  // Checked before the id becomes a file name, so no id can write outside screens/questionnaires/.
  if (!idPattern.test(id)) return { ok: false, problems: [`id "${id}" must be lower-case letters, digits and -, like sleep-check`] }
  const target = join(screensDir, 'questionnaires', `${id}.json`)
  if (existsSync(target)) return { ok: false, problems: [`${displayName(target)} already exists; not overwriting it`] }
  const config = readJson<Record<string, unknown>>(join(templatesDir, 'questionnaire', 'starter.json'))
  config.$schema = relative(dirname(target), join(schemasDir, SCHEMA)).split(sep).join('/')
  config.id = id
  // Written as the lint step wants it (Prettier), so the new file passes `check` and `npm run lint` as created.
  const text = await formatted(target, `${JSON.stringify(config, null, 2)}\n`)
  const report = checkScreenSource(displayName(target), text)
  if (report.problems.length) return { ok: false, problems: report.problems.map(formatProblem) }
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, text)
  return { ok: true, file: displayName(target) }
}
