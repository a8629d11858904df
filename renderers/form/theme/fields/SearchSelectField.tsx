import { getUiOptions, type FieldProps } from '@rjsf/utils'
import { InfiniteScroll } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useDataSource } from '../../../../src/engine'
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants'
import { formContextOf, formText } from '../../form-context'
import { PickerRow, popupClassOf } from '../widgets/PickerRow'
import { useOnDemand } from '../widgets/useOnDemand'

/** SPEC §5: a search-select asks 10 at a time. */
export const SEARCH_SELECT_PAGE_SIZE = 10

interface Options {
  /** The data source of a page of choices; it reads the search as item.search, the page as item.page, its size as item.size. */
  options?: object
  /** Dot path to the records in an answer (default records). */
  records?: string
  labelKey?: string
  valueKey?: string
  size?: number
  placeholder?: string
  searchPlaceholder?: string
}

interface Choice {
  label: string
  value: string
}

function recordsOf(data: unknown, path: string): unknown[] | undefined {
  let value: unknown = data
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return Array.isArray(value) ? value : Array.isArray(data) ? data : undefined
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

function choicesOf(rows: unknown[], labelKey: string, valueKey: string): Choice[] {
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return []
    const r = row as Record<string, unknown>
    const value = textOf(r[valueKey])
    return value === undefined ? [] : [{ label: textOf(r[labelKey]) ?? value, value }]
  })
}

/**
 * Choose one of many records found by name (a hospital among thousands): a row opening a panel with a search bar
 * (typing pauses 400 ms before it searches, SPEC §5) and the matches, 10 a page, more loading as the end of the
 * list scrolls into view. The value is the record's valueKey; its label is kept to show in the row.
 */
export function SearchSelectField({
  fieldPathId,
  formData,
  onChange,
  registry,
  uiSchema,
  schema,
  title,
  disabled,
  readonly,
  rawErrors,
}: FieldProps) {
  const options = getUiOptions(uiSchema) as Options
  const size = options.size ?? SEARCH_SELECT_PAGE_SIZE
  const context = formContextOf(registry)
  const picker = useOnDemand(registry)
  const open = picker.open
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState({ search: '', page: 1 })
  // The pages shown, and which search and page they answer: set together, so a render never mixes a page with another search.
  const [shown, setShown] = useState<{ at: string; choices: Choice[]; lastPage: boolean } | undefined>()
  const [chosenLabel, setChosenLabel] = useState<string | undefined>()
  const waiting = useRef<(() => void) | undefined>(undefined)

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((q) => (q.search === typed.trim() ? q : { search: typed.trim(), page: 1 }))
      waiting.current?.()
      waiting.current = undefined
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])

  const node = context.node.current
  const scoped = { ...node, scope: { ...node.scope, form: context.store.get(), item: { ...query, size } } }
  const { data, error } = useDataSource(open ? (options.options ?? null) : null, scoped)

  // useDataSource answers for the current key only (a page of an older search never arrives here as this one's).
  const at = `${query.search}#${query.page}`
  const labelKey = options.labelKey ?? 'name'
  const valueKey = options.valueKey ?? 'id'
  const recordsPath = options.records ?? 'records'
  // A page arriving is folded in during render (React's pattern for state derived from a changing input), not in an effect.
  const rows = data === undefined ? undefined : recordsOf(data, recordsPath)
  if (rows && shown?.at !== at) {
    const found = choicesOf(rows, labelKey, valueKey)
    const kept = query.page === 1 || !shown ? [] : shown.choices
    setShown({ at, choices: [...kept, ...found.filter((c) => !kept.some((b) => b.value === c.value))], lastPage: rows.length < size })
  }
  const settled = shown?.at === at

  useEffect(() => {
    if (!settled) return
    waiting.current?.()
    waiting.current = undefined
  }, [settled, at])

  useEffect(() => {
    if (error) {
      waiting.current?.()
      waiting.current = undefined
    }
  }, [error])

  // The next page of the search shown now: a search typed meanwhile wins, and ends the wait for this page.
  const loadMore = () => {
    const search = query.search
    return new Promise<void>((resolve) => {
      waiting.current?.()
      waiting.current = resolve
      setQuery((q) => (q.search === search ? { ...q, page: q.page + 1 } : q))
    })
  }

  const value = typeof formData === 'string' || typeof formData === 'number' ? String(formData) : undefined
  const label = title ?? schema.title
  const choose = (choice: Choice) => {
    setChosenLabel(choice.label)
    onChange(choice.value, fieldPathId.path)
    picker.hide()
  }
  const choices = shown?.choices ?? []
  const started = shown !== undefined
  const lastPage = shown?.lastPage ?? false
  return (
    <>
      <PickerRow
        registry={registry}
        id={fieldPathId.$id}
        text={value === undefined ? undefined : (chosenLabel ?? value)}
        placeholder={options.placeholder}
        disabled={disabled || readonly}
        invalid={!!rawErrors?.length}
        onOpen={picker.show}
        onReach={picker.reach}
      />
      {picker.parts && (
        <picker.parts.Popup
          visible={open}
          onMaskClick={picker.hide}
          className={popupClassOf(fieldPathId.$id)}
          bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}
          destroyOnClose
        >
          <div className="edu-form-search-select" role="dialog" aria-label={label}>
            <div className="edu-form-search-select__bar">
              <input
                type="search"
                className="edu-form-search-select__input"
                aria-label={label}
                placeholder={options.searchPlaceholder ?? formText(registry, 'searchSelectPlaceholder')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
              <button type="button" className="edu-form-search-select__close" onClick={picker.hide}>
                {formText(registry, 'cancel')}
              </button>
            </div>
            <ul className="edu-form-search-select__list">
              {choices.map((choice) => (
                <li key={choice.value}>
                  <button type="button" aria-pressed={choice.value === value} onClick={() => choose(choice)}>
                    {choice.label}
                  </button>
                </li>
              ))}
            </ul>
            {started && !choices.length && !error && (
              <p className="edu-form-search-select__hint">{formText(registry, query.search ? 'noMatchingResults' : 'empty')}</p>
            )}
            {error !== undefined && (
              <p className="edu-form-search-select__hint" role="alert">
                {error instanceof Error ? error.message : formText(registry, 'pageUnavailable')}
              </p>
            )}
            <InfiniteScroll hasMore={settled && !lastPage && !error} loadMore={loadMore}>
              {error !== undefined
                ? ''
                : !settled || !lastPage
                  ? formText(registry, 'loading')
                  : choices.length
                    ? formText(registry, 'noMore')
                    : ''}
            </InfiniteScroll>
          </div>
        </picker.parts.Popup>
      )}
    </>
  )
}
