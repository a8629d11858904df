// What a questionnaire's schema cannot say: question ids unique, rules and skips naming questions that exist and
// come earlier (a rule reads earlier answers only), choices where a kind needs them, and score bands that cover
// the scores from the lowest band up with no gap and no overlap. Runs on questionnaire documents
// (screens/questionnaires/) and on questionnaires written inside a questionnaire node. Node-free, so the live
// playground (src/shell/playground) runs it in the browser too.
import type { Questionnaire, QuestionnaireQuestion } from '../../src/generated/screen.ts'
import { parseExpression, splitTemplate, type Ast } from '../../src/engine/expression/parse.ts'
import type { PathProblem } from './ajv-messages.ts'
import { isQuestionnaire } from './is-questionnaire.ts'
import { childPath } from './json-path.ts'
import { didYouMean, hint } from './suggest.ts'

const CHOICES = new Set(['single', 'multiple', 'image', 'matrix'])

/** The question ids a rule reads as answers.<id> (or answers['id']). */
function answersRead(rule: string): string[] {
  const found: string[] = []
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return
    const node = n as Ast
    if (node.type === 'MemberExpression') {
      const object = node.object as Ast
      const property = node.property as Ast
      if (object.type === 'Identifier' && object.name === 'answers') {
        const key = node.computed ? (property.type === 'Literal' ? property.value : undefined) : property.name
        if (typeof key === 'string') found.push(key)
      }
    }
    for (const v of Object.values(node)) {
      if (!v || typeof v !== 'object') continue
      if (Array.isArray(v)) v.forEach(visit)
      else visit(v)
    }
  }
  for (const part of splitTemplate(rule)) {
    if (!('expr' in part)) continue
    try {
      visit(parseExpression(part.expr))
    } catch {
      // A syntax error is the expression check's to report.
    }
  }
  return found
}

function questionProblems(q: QuestionnaireQuestion, at: string): PathProblem[] {
  const out: PathProblem[] = []
  if (CHOICES.has(q.kind) && !q.options?.length) out.push({ path: at, message: `a ${q.kind} question needs "options"` })
  if (q.kind === 'matrix' && !q.rows?.length) out.push({ path: at, message: 'a matrix question needs "rows"' })
  if (q.min !== undefined && q.max !== undefined && q.min > q.max)
    out.push({ path: childPath(at, 'min'), message: `min ${q.min} is above max ${q.max}` })
  if (q.kind === 'section' && q.required) out.push({ path: childPath(at, 'required'), message: 'a section has no answer to require' })
  const values = (q.options ?? []).map((o) => o.value)
  values.forEach((v, i) => {
    if (values.indexOf(v) !== i)
      out.push({
        path: childPath(childPath(childPath(at, 'options'), i), 'value'),
        message: `option value "${v}" is used twice in this question`,
      })
  })
  q.alert?.answers.forEach((v, i) => {
    if (!values.includes(v))
      out.push({
        path: childPath(childPath(childPath(at, 'alert'), 'answers'), i),
        message: `alert answer "${v}" is not one of this question's option values${hint(v, values)}`,
      })
  })
  return out
}

function bandProblems(bands: Questionnaire['bands'], at: string): PathProblem[] {
  const out: PathProblem[] = []
  bands.forEach((band, i) => {
    const path = childPath(childPath(at, 'bands'), i)
    if (band.min > band.max) out.push({ path, message: `band "${band.title}": min ${band.min} is above max ${band.max}` })
    const before = bands[i - 1]
    if (!before) return
    if (band.min <= before.max)
      out.push({
        path: childPath(path, 'min'),
        message: `band "${band.title}" overlaps "${before.title}": ${band.min} is not above ${before.max}`,
      })
    else if (band.min > before.max + 1)
      out.push({
        path: childPath(path, 'min'),
        message: `scores ${before.max + 1} to ${band.min - 1} fall in no band (between "${before.title}" and "${band.title}")`,
      })
  })
  return out
}

/** Problems of one questionnaire at `at`. */
export function checkQuestionnaire(q: Questionnaire, at: string): PathProblem[] {
  const out: PathProblem[] = []
  const placed = q.pages.flatMap((page, p) =>
    page.questions.map((question, i) => ({ question, path: childPath(childPath(childPath(childPath(at, 'pages'), p), 'questions'), i) })),
  )
  const ids = placed.map((x) => x.question.id)
  placed.forEach(({ question, path }, index) => {
    const first = ids.indexOf(question.id)
    if (first !== index)
      out.push({ path: childPath(path, 'id'), message: `question id "${question.id}" is used twice (first at ${placed[first].path})` })
    out.push(...questionProblems(question, path))
    const earlier = ids.slice(0, index + 1)
    const rules: Array<[string, string, boolean]> = [
      ...(question.visible ? [[question.visible, childPath(path, 'visible'), false] as [string, string, boolean]] : []),
      ...(question.skip ?? []).map(
        (s, i) => [s.when, childPath(childPath(childPath(path, 'skip'), i), 'when'), true] as [string, string, boolean],
      ),
    ]
    for (const [rule, rulePath, mayReadSelf] of rules) {
      for (const name of answersRead(rule)) {
        if (!ids.includes(name)) out.push({ path: rulePath, message: `rule names unknown question "${name}"${didYouMean(name, ids)}` })
        else if (!(mayReadSelf ? earlier : earlier.slice(0, -1)).includes(name))
          out.push({ path: rulePath, message: `rule reads "${name}", which is not asked before this question` })
      }
    }
    ;(question.skip ?? []).forEach((s, i) => {
      const to = childPath(childPath(childPath(path, 'skip'), i), 'to')
      if (s.to === 'end') return
      const target = ids.indexOf(s.to)
      if (target < 0) out.push({ path: to, message: `skips to unknown question "${s.to}"${didYouMean(s.to, ids)} (or "end")` })
      else if (target <= index) out.push({ path: to, message: `skips to "${s.to}", which is not after this question` })
    })
  })
  out.push(...bandProblems(q.bands, at))
  return out
}

/** Every questionnaire in a file: the file itself, or those written in questionnaire nodes. */
export function questionnaireProblems(config: unknown): PathProblem[] {
  const out: PathProblem[] = []
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, childPath(path, i)))
    else if (value && typeof value === 'object') {
      if (isQuestionnaire(value)) {
        out.push(...checkQuestionnaire(value as Questionnaire, path))
        return
      }
      for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k))
    }
  }
  walk(config, '')
  return out
}
