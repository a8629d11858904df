import { moved, newBand, replaced, tidy, without } from './edits'
import { ItemTools, NumberField, SelectField, TextField } from './fields'
import type { Band } from './model'
import { fill, builderWording as w } from './wording'

type Level = NonNullable<Band['level']>
const levels = (['success', 'warning', 'danger'] as const).map((level) => [level, w.levels[level]] as const)

/** The score bands: from the lowest, each a range of totals with the result's title, advice and colour. */
export function BandsEditor({ bands, onChange }: { bands: Band[]; onChange: (bands: Band[]) => void }) {
  return (
    <section className="edu-builder__section" aria-label={w.bands}>
      <h2>{w.bands}</h2>
      <ol className="edu-builder__list">
        {bands.map((band, i) => {
          const n = i + 1
          const set = (patch: Partial<Band>) => onChange(replaced(bands, i, tidy({ ...band, ...patch })))
          return (
            <li key={i} className="edu-builder__question" aria-label={fill(w.band, { n })}>
              <div className="edu-builder__question-head">
                <strong>{fill(w.band, { n })}</strong>
                <ItemTools
                  name={fill(w.band, { n })}
                  first={i === 0}
                  last={i === bands.length - 1}
                  onMove={(by) => onChange(moved(bands, i, by))}
                  onRemove={() => onChange(without(bands, i))}
                />
              </div>
              <div className="edu-builder__row">
                <NumberField label={fill(w.bandMin, { n })} value={band.min} onChange={(min) => set({ min: Math.trunc(min ?? 0) })} />
                <NumberField label={fill(w.bandMax, { n })} value={band.max} onChange={(max) => set({ max: Math.trunc(max ?? 0) })} />
              </div>
              <TextField label={fill(w.bandTitle, { n })} value={band.title} onChange={(title) => set({ title })} />
              <TextField label={fill(w.bandAdvice, { n })} value={band.advice} multiline onChange={(advice) => set({ advice })} />
              <SelectField<Level>
                label={fill(w.bandLevel, { n })}
                value={band.level ?? 'success'}
                options={levels}
                onChange={(level) => set({ level })}
              />
            </li>
          )
        })}
      </ol>
      <button type="button" className="edu-builder__add" onClick={() => onChange([...bands, newBand(bands)])}>
        {w.addBand}
      </button>
    </section>
  )
}
