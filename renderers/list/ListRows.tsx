import { memo, useMemo, useRef, type ReactNode } from 'react'
import type { Node, NodeConfig, NodeContext } from '../../src/engine'
import type { SelectBox } from './select-box-loader'
import type { Selection } from './useSelection'
import { useVisibleRange } from './useVisibleRange'

interface Props {
  records: readonly unknown[]
  template: readonly (Node | NodeConfig)[]
  /** The record field that tells records apart (React keys and the selection). */
  keyField: string | undefined
  selection: Selection
  /** The checkbox a selecting list draws on each row, once its code is here. */
  selectBox: SelectBox | undefined
  rowHeight: number | undefined
  ctx: NodeContext
}

function keyOf(record: unknown, field: string | undefined, index: number): unknown {
  if (!field || !record || typeof record !== 'object') return index
  return (record as Record<string, unknown>)[field] ?? index
}

interface RowProps {
  record: unknown
  template: readonly (Node | NodeConfig)[]
  rowHeight: number | undefined
  /** Undefined when the list does not select, or its checkbox has not arrived. */
  checked: boolean | undefined
  Box: SelectBox | undefined
  onToggle: () => void
  render: NodeContext['render']
}

/**
 * One record drawn with the item template. Its `item` scope is the same object while the record is, so a
 * checkbox ticked on another row (or anything else the list redraws for) leaves this row's nodes alone.
 */
const Row = memo(
  function Row({ record, template, rowHeight, checked, Box, onToggle, render }: RowProps) {
    const extra = useMemo(() => ({ item: record }), [record])
    const content: ReactNode = render(template, extra)
    return (
      <div className="edu-list__row" style={rowHeight ? { height: rowHeight } : undefined}>
        {checked === undefined || !Box ? (
          content
        ) : (
          <Box className="edu-list__check" block checked={checked} onChange={onToggle}>
            {content}
          </Box>
        )}
      </div>
    )
  },
  // The toggle and render functions are new on every list render but do the same thing: they do not count.
  (a, b) => a.record === b.record && a.template === b.template && a.rowHeight === b.rowHeight && a.checked === b.checked && a.Box === b.Box,
)

/** The rows: each record drawn with the item template, a checkbox when selecting, only those near view when long. */
export function ListRows({ records, template, keyField, selection, selectBox, rowHeight, ctx }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const { start, end } = useVisibleRange(box, records.length, rowHeight)
  const height = rowHeight ?? 0
  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    const record = records[i]
    const key = keyOf(record, keyField, i)
    rows.push(
      <Row
        key={String(key)}
        record={record}
        template={template}
        rowHeight={rowHeight}
        checked={selection.enabled ? selection.has(key) : undefined}
        Box={selectBox}
        onToggle={() => selection.toggle(key)}
        render={ctx.render}
      />,
    )
  }
  return (
    <div className="edu-list__rows" ref={box} style={{ paddingTop: start * height, paddingBottom: (records.length - end) * height }}>
      {rows}
    </div>
  )
}
