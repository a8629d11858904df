import { Button, ProgressBar } from 'antd-mobile'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { renderTemplate, useEngine, type RendererProps } from '../../src/engine'
import type { Questionnaire as Config, QuestionnaireNode } from '../../src/generated/screen'
import { clearDraft, draftKey, readDraft, writeDraft } from './draft'
import {
  alertsOf,
  askedQuestions,
  bandOf,
  problemOf,
  questionsOf,
  scored,
  type Answer,
  type Answers,
  type Problem,
} from '../../src/shared-logic/questionnaire'
import { QuestionResult, type Outcome } from './QuestionResult'
import { questionElementId, QuestionView } from './QuestionView'
import './questionnaire.css'

type Props = RendererProps<QuestionnaireNode, 'questionnaire' | 'after'>

function isConfig(value: unknown): value is Config {
  return !!value && typeof value === 'object' && Array.isArray((value as Config).pages) && Array.isArray((value as Config).bands)
}

/**
 * The `questionnaire` renderer. The questionnaire is taken as written (its rules are evaluated over the answers,
 * not the screen) or from the one expression naming it, such as a call's answer.
 */
export function Questionnaire({ node, ctx }: Props) {
  const config: unknown = typeof node.questionnaire === 'string' ? ctx.resolve(node.questionnaire) : node.questionnaire
  if (config === undefined || config === null) return <div className="edu-questionnaire edu-questionnaire--loading" aria-busy="true" />
  if (!isConfig(config)) {
    return (
      <div className="edu-questionnaire edu-questionnaire--failed" role="alert">
        {ctx.t('pageUnavailable')}
      </div>
    )
  }
  return <Filling key={config.id} node={node} ctx={ctx} config={config} />
}

function pageCount(config: Config, page: number | undefined): number {
  return page !== undefined && page >= 0 && page < config.pages.length ? page : 0
}

function Filling({ node, ctx, config }: Props & { config: Config }) {
  const engine = useEngine()
  const storage = engine.services.storage('local')
  const key = draftKey(node.id, config.id)
  const [restored] = useState(() => readDraft(storage, key))
  const [answers, setAnswers] = useState<Answers>(restored?.answers ?? {})
  const [page, setPage] = useState(() => pageCount(config, restored?.page))
  const [checking, setChecking] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const [focus, setFocus] = useState<{ id: string }>()

  const { scope } = ctx
  const holds = useCallback((rule: string, given: Answers) => !!renderTemplate(rule, { ...scope, answers: given }, engine), [scope, engine])
  const placed = useMemo(() => questionsOf(config), [config])
  const asked = useMemo(() => askedQuestions(config, answers, holds), [config, answers, holds])
  const counted = placed.filter((p) => asked.has(p.question.id) && p.question.kind !== 'section')
  const pages = config.pages.map((_, i) => i).filter((i) => placed.some((p) => p.page === i && asked.has(p.question.id)))
  const current = pages.includes(page) ? page : (pages.find((i) => i > page) ?? pages[pages.length - 1] ?? 0)
  const onPage = placed.filter((p) => p.page === current && asked.has(p.question.id))
  const position = pages.indexOf(current)
  const last = position === pages.length - 1

  useEffect(() => {
    if (outcome) return
    if (Object.keys(answers).length === 0 && current === 0) return
    writeDraft(storage, key, { answers, page: current })
  }, [answers, current, outcome, storage, key])

  // After a failed next or submit: the first question with a problem gets focus (its first field).
  useEffect(() => {
    if (!focus) return
    const element = document.getElementById(questionElementId(node.id, focus.id))
    const field = element?.querySelector<HTMLElement>('input, button, textarea') ?? element
    field?.focus()
    element?.scrollIntoView?.({ block: 'center' })
  }, [focus, node.id])

  const wording = (p: Problem): string => {
    switch (p.key) {
      case 'questionnaireRequired':
        return p.message ?? ctx.t(p.key)
      case 'questionnaireChooseAtLeast':
      case 'questionnaireChooseAtMost':
        return ctx.t(p.key, p.count)
      case 'questionnaireNumberRange':
        return ctx.t(p.key, p.min, p.max)
      default:
        return ctx.t(p.key)
    }
  }
  const problems = (among: typeof placed) =>
    among.flatMap((p) => {
      const problem = problemOf(p.question, answers[p.question.id])
      return problem ? [{ placed: p, text: wording(problem) }] : []
    })
  const shown = checking ? new Map(problems(onPage).map((p) => [p.placed.question.id, p.text])) : new Map<string, string>()

  const answer = (id: string, value: Answer) => {
    setFailed(false)
    setAnswers((a) => ({ ...a, [id]: value }))
  }
  const go = (to: number) => {
    setChecking(false)
    setPage(to)
    window.scrollTo?.({ top: 0 })
  }
  const next = () => {
    const found = problems(onPage)
    if (found.length) {
      setChecking(true)
      setFocus({ id: found[0].placed.question.id })
      return
    }
    go(pages[position + 1])
  }
  const submit = async () => {
    const found = problems(placed.filter((p) => asked.has(p.question.id)))
    if (found.length) {
      setChecking(true)
      setPage(found[0].placed.page)
      setFocus({ id: found[0].placed.question.id })
      return
    }
    const local = scored(config, answers, asked)
    setSubmitting(true)
    setFailed(false)
    const done = await ctx.attempt(node.submit, { form: { questionnaireId: config.id, answers: local.answers, score: local.score } })
    setSubmitting(false)
    if (!done.ok) {
      setFailed(true) // every answer stays on screen and in the draft
      return
    }
    const told = done.value && typeof done.value === 'object' ? (done.value as { score?: unknown }).score : undefined
    const score = typeof told === 'number' ? told : local.score
    clearDraft(storage, key)
    setOutcome({ score, band: bandOf(config, score), alerts: alertsOf(config, answers, asked) })
  }
  const restart = () => {
    setAnswers({})
    setOutcome(undefined)
    go(0)
  }

  if (outcome) return <QuestionResult node={node} ctx={ctx} config={config} outcome={outcome} onRestart={restart} />

  // Progress counts questions while each page asks one; when a page asks several, it counts pages, so the
  // label never names one question above five.
  const paged = pages.some((i) => counted.filter((p) => p.page === i).length > 1)
  const first = counted.findIndex((p) => p.page === current)
  const k = paged ? position + 1 : first < 0 ? counted.length : first + 1
  const of = paged ? pages.length : counted.length
  return (
    <div className="edu-questionnaire">
      {position === 0 && (
        <header className="edu-questionnaire__head">
          <h2>{config.title}</h2>
          {config.intro && <p>{config.intro}</p>}
        </header>
      )}
      {restored && Object.keys(restored.answers).length > 0 && position === 0 && (
        <div className="edu-questionnaire__notice" role="status">
          {ctx.t('questionnaireDraftRestored')}
        </div>
      )}
      <div className="edu-questionnaire__progress">
        <span>{ctx.t(paged ? 'questionnairePageProgress' : 'questionnaireProgress', k, of)}</span>
        <ProgressBar percent={of ? Math.round((k / of) * 100) : 100} aria-hidden="true" />
      </div>
      {config.pages[current]?.title && <h3 className="edu-questionnaire__page-title">{config.pages[current].title}</h3>}
      {onPage.map(({ question }) => (
        <QuestionView
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={answer}
          idPrefix={node.id}
          error={shown.get(question.id)}
        />
      ))}
      {failed && (
        <div className="edu-questionnaire__failed" role="alert">
          {ctx.t('questionnaireSubmitFailed')}
        </div>
      )}
      <div className="edu-questionnaire__buttons">
        {position > 0 && (
          <Button block onClick={() => go(pages[position - 1])}>
            {ctx.t('questionnairePrevious')}
          </Button>
        )}
        {last ? (
          <Button block color="primary" loading={submitting} onClick={() => void submit()}>
            {config.submitText ?? ctx.t('questionnaireSubmit')}
          </Button>
        ) : (
          <Button block color="primary" onClick={next}>
            {ctx.t('questionnaireNext')}
          </Button>
        )}
      </div>
    </div>
  )
}
