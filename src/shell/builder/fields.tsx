// The builder's form controls: native inputs with their labels, 44 px tall for a finger, each named for screen
// readers and tests ("第 2 题 题目").
import { useId, type ReactNode } from 'react'

export function TextField(props: {
  label: string
  value: string | undefined
  onChange: (value: string) => void
  multiline?: boolean
  hint?: string
}) {
  const { label, value = '', onChange, multiline, hint } = props
  const id = useId()
  // The hint is outside the label: it describes the field without changing its name.
  const described = hint ? `${id}-hint` : undefined
  return (
    <div className="edu-builder__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} value={value} rows={2} aria-describedby={described} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} aria-describedby={described} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && <small id={described}>{hint}</small>}
    </div>
  )
}

/** A number, or undefined when the field is emptied (the property then leaves the JSON). */
export function NumberField(props: { label: string; value: number | undefined; onChange: (value: number | undefined) => void }) {
  const { label, value, onChange } = props
  const id = useId()
  return (
    <div className="edu-builder__field edu-builder__field--number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={value ?? ''}
        onChange={(e) => {
          const next = e.target.valueAsNumber
          onChange(Number.isFinite(next) ? next : undefined)
        }}
      />
    </div>
  )
}

export function CheckField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="edu-builder__check">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      <span>{props.label}</span>
    </label>
  )
}

export function SelectField<T extends string>(props: {
  label: string
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="edu-builder__field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Up, down and delete for an item of a list, named with the item ("第 2 题 上移"). */
export function ItemTools(props: {
  name: string
  onMove: (by: -1 | 1) => void
  onRemove: () => void
  first: boolean
  last: boolean
  children?: ReactNode
}) {
  const { name, onMove, onRemove, first, last } = props
  return (
    <div className="edu-builder__item-tools">
      {props.children}
      <button type="button" aria-label={`${name} 上移`} disabled={first} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" aria-label={`${name} 下移`} disabled={last} onClick={() => onMove(1)}>
        ↓
      </button>
      <button type="button" aria-label={`${name} 删除`} onClick={onRemove}>
        删除
      </button>
    </div>
  )
}
