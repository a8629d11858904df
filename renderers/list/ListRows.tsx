import { Checkbox } from 'antd-mobile'
import { useRef, type ReactNode } from 'react'
import type { NodeConfig, NodeContext } from '../../src/engine'
import type { Selection } from './useSelection'
import { useVisibleRange } from './useVisibleRange'

interface Props {
  records: readonly unknown[]
  template: readonly NodeConfig[]
  /** The record field that tells records apart (React keys and the selection). */
  keyField: string | undefined
  selection: Selection
  rowHeight: number | undefined
  ctx: NodeContext
}

function keyOf(record: unknown, field: string | undefined, index: number): unknown {
  if (!field || !record || typeof record !== 'object') return index
  return (record as Record<string, unknown>)[field] ?? index
}

/** The rows: each record drawn with the item template, a checkbox when selecting, only those near view when long. */
export function ListRows({ records, template, keyField, selection, rowHeight, ctx }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const { start, end } = useVisibleRange(box, records.length, rowHeight)
  const height = rowHeight ?? 0
  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    const record = records[i]
    const key = keyOf(record, keyField, i)
    const content = ctx.render(template, { item: record })
    rows.push(
      <div className="edu-list__row" key={String(key)} style={rowHeight ? { height: rowHeight } : undefined}>
        {selection.enabled ? (
          <Checkbox className="edu-list__check" block checked={selection.has(key)} onChange={() => selection.toggle(key)}>
            {content}
          </Checkbox>
        ) : (
          content
        )}
      </div>,
    )
  }
  return (
    <div className="edu-list__rows" ref={box} style={{ paddingTop: start * height, paddingBottom: (records.length - end) * height }}>
      {rows}
    </div>
  )
}
