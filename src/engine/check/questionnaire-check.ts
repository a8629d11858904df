// What a questionnaire's schema cannot say: question ids unique, rules and skips naming questions that exist and
// come earlier (a rule reads earlier answers only), choices where a kind needs them, and score bands that cover
// the scores from the lowest band up with no gap and no overlap. Runs on questionnaire documents
// (screens/questionnaires/) and on questionnaires written inside a questionnaire node. Node-free, so the live
// playground (src/shell/playground) runs it in the browser too.
import type { Questionnaire, QuestionnaireQuestion } from '../../generated/screen.ts'
import { parseExpression, splitTemplate, type Ast } from '../../shared-logic/expression/parse.ts'
import '../../shared-logic/expression/jsep-parser.ts' // Parses at once, outside a screen's load: the parser comes with this code (parse.ts).
import type { Finding } from './finding.ts'
import { isQuestionnaire } from './is-questionnaire.ts'
import { childPath } from './json-path.ts'
import { didYouMean, hint } from './suggest.ts'
import { said } from './words.ts'

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

function questionProblems(q: QuestionnaireQuestion, at: string): Finding[] {
  const out: Finding[] = []
  if (CHOICES.has(q.kind) && !q.options?.length) out.push({ path: at, said: said('needsOptions', { kind: q.kind }) })
  if (q.kind === 'matrix' && !q.rows?.length) out.push({ path: at, said: said('needsRows') })
  if (q.min !== undefined && q.max !== undefined && q.min > q.max)
    out.push({ path: childPath(at, 'min'), said: said('minAboveMax', { min: q.min, max: q.max }) })
  if (q.kind === 'section' && q.required) out.push({ path: childPath(at, 'required'), said: said('sectionRequired') })
  const values = (q.options ?? []).map((o) => o.value)
  values.forEach((v, i) => {
    if (values.indexOf(v) !== i)
      out.push({
        path: childPath(childPath(childPath(at, 'options'), i), 'value'),
        said: said('optionTwice', { value: v }),
      })
  })
  q.alert?.answers.forEach((v, i) => {
    if (!values.includes(v))
      out.push({
        path: childPath(childPath(childPath(at, 'alert'), 'answers'), i),
        said: said('alertAnswer', { value: v, mean: hint(v, values) }),
      })
  })
  return out
}

function bandProblems(bands: Questionnaire['bands'], at: string): Finding[] {
  const out: Finding[] = []
  bands.forEach((band, i) => {
    const path = childPath(childPath(at, 'bands'), i)
    if (band.min > band.max) out.push({ path, said: said('bandMinAboveMax', { title: band.title, min: band.min, max: band.max }) })
    const before = bands[i - 1]
    if (!before) return
    if (band.min <= before.max)
      out.push({
        path: childPath(path, 'min'),
        said: said('bandOverlap', { title: band.title, before: before.title, min: band.min, max: before.max, next: before.max + 1 }),
      })
    else if (band.min > before.max + 1)
      out.push({
        path: childPath(path, 'min'),
        said: said('bandGap', { from: before.max + 1, to: band.min - 1, before: before.title, title: band.title }),
      })
  })
  return out
}

/** Problems of one questionnaire at `at`. */
export function checkQuestionnaire(q: Questionnaire, at: string): Finding[] {
  const out: Finding[] = []
  const placed = q.pages.flatMap((page, p) =>
    page.questions.map((question, i) => ({ question, path: childPath(childPath(childPath(childPath(at, 'pages'), p), 'questions'), i) })),
  )
  const ids = placed.map((x) => x.question.id)
  placed.forEach(({ question, path }, index) => {
    const first = ids.indexOf(question.id)
    if (first !== index)
      out.push({ path: childPath(path, 'id'), said: said('questionTwice', { id: question.id, first: placed[first].path }) })
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
        if (!ids.includes(name)) out.push({ path: rulePath, said: said('ruleUnknownQuestion', { name, mean: didYouMean(name, ids) }) })
        else if (!(mayReadSelf ? earlier : earlier.slice(0, -1)).includes(name))
          out.push({ path: rulePath, said: said('ruleNotBefore', { name }) })
      }
    }
    ;(question.skip ?? []).forEach((s, i) => {
      const to = childPath(childPath(childPath(path, 'skip'), i), 'to')
      if (s.to === 'end') return
      const target = ids.indexOf(s.to)
      if (target < 0) out.push({ path: to, said: said('skipUnknown', { to: s.to, mean: didYouMean(s.to, ids) }) })
      else if (target <= index) out.push({ path: to, said: said('skipBackward', { to: s.to }) })
    })
  })
  out.push(...bandProblems(q.bands, at))
  return out
}

/** Every questionnaire in a file: the file itself, or those written in questionnaire nodes. */
export function questionnaireProblems(config: unknown): Finding[] {
  const out: Finding[] = []
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
