import { Button, Result } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { Questionnaire, QuestionnaireNode } from '../../src/generated/screen'
import type { Alert, Band } from '../../src/shared-logic/questionnaire'

export interface Outcome {
  score: number
  band: Band | undefined
  /** Raised by answers, shown above the score whatever it is. */
  alerts: readonly Alert[]
}

const STATUS = { success: 'success', warning: 'warning', danger: 'error' } as const

interface Props extends RendererProps<QuestionnaireNode, 'questionnaire' | 'after'> {
  config: Questionnaire
  outcome: Outcome
  onRestart: () => void
}

/** The result step: the band of the score with its advice, then what the config shows after it. */
export function QuestionResult({ node, ctx, config, outcome, onRestart }: Props) {
  const { score, band, alerts } = outcome
  return (
    <div className="edu-questionnaire edu-questionnaire--result">
      {alerts.map((alert) => (
        <section key={alert.title + alert.text} className="edu-questionnaire__alert" role="alert">
          <h2>{alert.title}</h2>
          <p>{alert.text}</p>
          {alert.phones?.map((phone) => (
            <a key={phone.number} className="edu-questionnaire__phone" href={`tel:${phone.number}`}>
              {phone.label} <strong>{phone.number}</strong>
            </a>
          ))}
        </section>
      ))}
      <Result
        status={STATUS[band?.level ?? 'success']}
        title={band?.title ?? config.title}
        description={config.showScore === false ? undefined : `${ctx.t('questionnaireYourScore')} ${ctx.t('questionnaireScore', score)}`}
      />
      {band?.advice && <p className="edu-questionnaire__advice">{band.advice}</p>}
      {ctx.render(node.after, { result: { score, band } })}
      <div className="edu-questionnaire__buttons">
        <Button block onClick={onRestart}>
          {ctx.t('questionnaireRestart')}
        </Button>
      </div>
    </div>
  )
}
