import type { Registry } from '@rjsf/utils'
import { formText } from '../../form-context'

/** The class of a field's picker popup: tests and browser tests find the picker a row opened by it. */
export const popupClassOf = (id: string): string => `edu-form-popup ${id}__picker`

interface Props {
  id: string
  registry: Registry
  /** What is chosen, as the user reads it; empty shows the placeholder. */
  text: string | undefined
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
  onOpen: () => void
  /** The user is about to open it (pointer down, focus): time to fetch what the picker needs. */
  onReach?: () => void
}

/** The row a picker opens from: the chosen text (or 请选择) and an arrow; a button, so it is focusable. */
export function PickerRow({ id, registry, text, placeholder, disabled, invalid, onOpen, onReach }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props -- this button is the field: a screen reader must hear that it is invalid (aria-invalid is global in ARIA 1.2)
    <button
      type="button"
      id={id}
      className="edu-form-picker"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onClick={onOpen}
      onPointerDown={onReach}
      onFocus={onReach}
    >
      <span className={text ? 'edu-form-picker__value' : 'edu-form-picker__placeholder'}>
        {text || placeholder || formText(registry, 'choose')}
      </span>
      <span className="edu-form-picker__arrow" aria-hidden="true" />
    </button>
  )
}
