import { SearchBar } from 'antd-mobile'
import { useRef, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import { usePagedSource } from '../../src/engine/data/usePagedSource'
import type { ListNode } from '../../src/generated/screen'
import { asNodeConfigs } from '../shared/nodes'
import { ListRows } from './ListRows'
import { ListStatus } from './ListStatus'
import { listTexts } from './texts'
import { useDebouncedValue } from './useDebouncedValue'
import { useLoadOnScroll } from './useLoadOnScroll'
import { useSelection } from './useSelection'
import './list.css'

/** SPEC §9: resident lists ask for 15 a page and wait 400 ms after typing. */
const PAGE_SIZE = 15
const SEARCH_DEBOUNCE_MS = 400
const DEFAULT_EMPTY = [{ type: 'empty' }]

/**
 * Records drawn with an item template. With a `source` it reads page by page as the end scrolls into view, with
 * an optional search (sent as one param, after a pause) and multi-select into screen state; with `items` it
 * draws the given records at once (the entries of an opened points month).
 */
export function List({ node, ctx }: RendererProps<ListNode>) {
  const [typed, setTyped] = useState('')
  const [query, searchNow] = useDebouncedValue(typed.trim(), node.search?.debounce ?? SEARCH_DEBOUNCE_MS)
  const source = (node.source as Record<string, unknown> | undefined) ?? null
  const paging = { ...node.paging, size: node.paging?.size ?? PAGE_SIZE }
  const paged = usePagedSource(source, paging, ctx.scope, node.search ? { [node.search.param]: query } : undefined)
  const records = source ? paged.items : Array.isArray(node.items) ? (node.items as unknown[]) : []
  const selection = useSelection(node.select?.state, ctx)
  const end = useRef<HTMLDivElement>(null)
  const canLoad = !!source && !paged.isLastPage && !paged.error && !paged.loading && paged.page > 0
  useLoadOnScroll(end, canLoad, paged.loadMore, records.length)

  const texts = listTexts(ctx)
  const empty = ctx.render(asNodeConfigs(node.empty) ?? DEFAULT_EMPTY)
  return (
    <div className="edu-list">
      {node.search && (
        <div className="edu-list__search">
          <SearchBar value={typed} placeholder={node.search.placeholder} onChange={setTyped} onSearch={(v) => searchNow(v.trim())} />
        </div>
      )}
      <ListRows records={records} template={asNodeConfigs(node.item) ?? []} keyField={node.key} selection={selection} rowHeight={node.itemHeight} ctx={ctx} />
      <ListStatus
        texts={texts}
        count={records.length}
        loading={!!source && paged.loading}
        error={source ? paged.error : undefined}
        paged={!!source}
        isLastPage={paged.isLastPage}
        searching={query !== ''}
        empty={empty}
        onRetry={paged.retry}
      />
      <div ref={end} className="edu-list__end" aria-hidden />
      {!!node.footer?.length && <div className="edu-list__footer">{ctx.render(asNodeConfigs(node.footer))}</div>}
    </div>
  )
}
