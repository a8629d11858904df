import { Badge } from 'antd-mobile'
import type { CSSProperties } from 'react'
import type { RendererProps } from '../../src/engine'
import type { GridNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { badgeOf, entriesOf, textOf } from '../shared/entries'
import './grid.css'

/** Entries in n columns, icon over label; each entry is a button that runs its press with its record as item. */
export function Grid({ node, ctx }: RendererProps<GridNode, 'entry'>) {
  const entries = entriesOf(node.items, node.entry, ctx)
  const columns = node.columns ?? 4
  const style = { '--edu-grid-columns': columns } as CSSProperties
  if (node.items === undefined && node.placeholderRows) return <GridPlaceholder cells={columns * node.placeholderRows} style={style} />
  return (
    <ul className="edu-grid" style={style}>
      {entries.map(({ fields, press, item }, i) => {
        const text = textOf(fields.text) ?? ''
        const icon = textOf(fields.icon)
        const badge = badgeOf(fields.badge)
        return (
          <li key={`${i}-${text}`} className="edu-grid__cell">
            <button type="button" className="edu-grid__entry" onClick={() => void ctx.run(press, { item })} disabled={!press}>
              <Badge content={badge}>
                {icon ? <img className="edu-grid__icon" src={assetUrl(icon)} alt="" loading="lazy" /> : <span className="edu-grid__icon" />}
              </Badge>
              <span className="edu-grid__text">{text}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** Blank entries of the real ones' size while the entries are on their way: nothing below moves when they come. */
function GridPlaceholder({ cells, style }: { cells: number; style: CSSProperties }) {
  return (
    <ul className="edu-grid edu-grid--placeholder" style={style} aria-hidden>
      {Array.from({ length: cells }, (_, i) => (
        <li key={i} className="edu-grid__cell">
          <span className="edu-grid__entry">
            <span className="edu-grid__icon" />
            <span className="edu-grid__text">{'\u00a0'}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
