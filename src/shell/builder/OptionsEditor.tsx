import { moved, newOption, replaced, without } from './edits'
import { ItemTools, NumberField, TextField } from './fields'
import type { Option } from './model'
import { fill, builderWording as w } from './wording'

/** A choice question's options: each with its text and the score it adds; added, moved and deleted in place. */
export function OptionsEditor({ n, options, onChange }: { n: number; options: Option[]; onChange: (options: Option[]) => void }) {
  return (
    <fieldset className="edu-builder__options">
      <legend>{w.options}</legend>
      {options.map((option, i) => {
        const name = fill(w.optionLabel, { n, m: i + 1 })
        return (
          <div key={option.value} className="edu-builder__option">
            <TextField label={name} value={option.label} onChange={(label) => onChange(replaced(options, i, { ...option, label }))} />
            <NumberField
              label={fill(w.optionScore, { n, m: i + 1 })}
              value={option.score}
              onChange={(score) =>
                onChange(replaced(options, i, { ...option, score: score === undefined ? undefined : Math.trunc(score) }))
              }
            />
            <ItemTools
              name={name}
              first={i === 0}
              last={i === options.length - 1}
              onMove={(by) => onChange(moved(options, i, by))}
              onRemove={() => onChange(without(options, i))}
            />
          </div>
        )
      })}
      <button type="button" className="edu-builder__add" onClick={() => onChange([...options, newOption(options)])}>
        {w.addOption}
      </button>
    </fieldset>
  )
}
