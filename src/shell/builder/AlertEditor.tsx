import { CheckField, TextField } from './fields'
import type { Alert, Option } from './model'
import { fill, builderWording as w } from './wording'

interface Props {
  n: number
  alert: Alert | undefined
  options: Option[]
  onChange: (alert: Alert | undefined) => void
}

/**
 * A choice question's alert rule: when one of the ticked options is chosen, the result page shows the alert above
 * the score whatever the total (the questionnaire schema's `alert`; phones written in JSON are kept).
 */
export function AlertEditor({ n, alert, options, onChange }: Props) {
  if (!alert) {
    const first = options.at(-1)?.value
    return (
      <CheckField
        label={w.alertOn}
        checked={false}
        onChange={() =>
          first && onChange({ answers: [first], title: '请及时就医', text: '您的回答提示需要专业人员帮助，请尽快联系家庭医生。' })
        }
      />
    )
  }
  const toggle = (value: string, on: boolean) => {
    const answers = on ? [...alert.answers, value] : alert.answers.filter((a) => a !== value)
    onChange({ ...alert, answers: answers as Alert['answers'] })
  }
  return (
    <fieldset className="edu-builder__alert">
      <legend>{w.alert}</legend>
      <CheckField label={w.alertOn} checked onChange={() => onChange(undefined)} />
      <div role="group" aria-label={`${fill(w.question, { n })} ${w.alertAnswers}`}>
        <span>{w.alertAnswers}</span>
        {options.map((option) => (
          <CheckField
            key={option.value}
            label={option.label}
            checked={alert.answers.includes(option.value)}
            onChange={(on) => toggle(option.value, on)}
          />
        ))}
      </div>
      <TextField label={fill(w.alertTitle, { n })} value={alert.title} onChange={(title) => onChange({ ...alert, title })} />
      <TextField label={fill(w.alertText, { n })} value={alert.text} multiline onChange={(text) => onChange({ ...alert, text })} />
    </fieldset>
  )
}
