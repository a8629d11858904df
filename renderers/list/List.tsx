import { Suspense, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { lazyComponent, usePagedData, type NodeConfig, type RendererProps } from '../../src/engine'
import type { ListNode } from '../../src/generated/screen'
import { SEARCH_DEBOUNCE_MS } from '../shared/constants'
import { useSearchState } from '../shared/useSearchState'
import { ListRows } from './ListRows'
import { ListStatus } from './ListStatus'
import { RowsSlot, useRowsElement } from './RowsSlot'
import { useClearButtonRole } from './useClearButtonRole'
import { useLoadOnScroll } from './useLoadOnScroll'
import { useSelection } from './useSelection'
import { useSelectBox } from './useSelectBox'
import { usePullWanted } from './usePullWanted'
import { useSearchBar } from './useSearchBar'
import './list.css'

// Loaded when a list that allows pulling has drawn its first page or is pressed (usePullWanted); until then the
// list draws without it, and its rows move into it once it is there and no finger is down (RowsSlot).
const PullToRefresh = lazyComponent(async () => (await import('./pull-to-refresh')).PullToRefresh)

const DEFAULT_EMPTY: readonly NodeConfig[] = [{ type: 'empty' }]
const NO_ITEM: readonly NodeConfig[] = []

/**
 * Records drawn with an item template. With a `source` (the name of a paged data source of the screen) it
 * reads page by page as the end scrolls into view, with an optional search and pull-to-refresh, and
 * multi-select into screen state; with `items` it draws the given records at once (an opened points month).
 */
const unchanging = () => () => undefined
const afterHydration = () => true
const duringHydration = () => false

export function List({ node, ctx }: RendererProps<ListNode, 'item' | 'empty' | 'footer'>) {
  const paged = usePagedData(node.source)
  // What is typed goes to state.<search.state> once typing pauses (the source's params read it).
  const search = useSearchState(node.search?.state, node.search?.debounce ?? SEARCH_DEBOUNCE_MS, ctx)
  const records = node.source ? (paged?.items ?? []) : Array.isArray(node.items) ? (node.items as unknown[]) : []
  const selection = useSelection(node.select?.state, ctx)
  const box = useSelectBox(selection.enabled)
  const end = useRef<HTMLDivElement>(null)
  const rowsElement = useRowsElement()
  // Only a list that can be pulled draws its rows through a portal (RowsSlot says why). React does not hydrate into
  // a portal: a frame written at build time (docs/frames.md) has an empty slot there, and the rows come right after
  // hydration. Every other list draws its rows in place, in the frame too: a list of given items (an activity's
  // benefits) is in the page from its first paint instead of pushing what is below it down once the app is there.
  const throughPortal = !!node.pullToRefresh && !!node.source
  const hydrated = useSyncExternalStore(unchanging, afterHydration, duringHydration)
  const searchBox = useRef<HTMLDivElement>(null)
  useClearButtonRole(searchBox)
  const canLoad = !!paged && !paged.isLastPage && !paged.error && !paged.loading && paged.page > 0
  useLoadOnScroll(end, canLoad, () => paged?.loadMore(), records.length)
  const SearchBar = useSearchBar(!!node.search)
  const pull = usePullWanted(!!node.pullToRefresh && !!paged, !!paged && paged.page > 0, PullToRefresh.preload)

  const empty = ctx.render(node.empty ?? DEFAULT_EMPTY)
  const body = (
    <>
      <ListRows
        records={records}
        template={node.item ?? NO_ITEM}
        keyField={node.key}
        selection={selection}
        selectBox={box}
        rowHeight={node.itemHeight}
        ctx={ctx}
      />
      <ListStatus
        t={ctx.t}
        count={records.length}
        loading={!!node.source && (paged?.loading ?? true)}
        error={paged?.error}
        paged={!!node.source}
        isLastPage={paged?.isLastPage ?? false}
        searching={search.searching}
        empty={empty}
        onRetry={() => paged?.retry()}
      />
    </>
  )
  return (
    <div className="edu-list" onPointerDown={pull.press} onTouchStart={pull.press}>
      {node.search && (
        <div className="edu-list__search" ref={searchBox}>
          {SearchBar ? (
            // eslint-disable-next-line react-hooks/static-components -- set once, when its chunk arrives (useSearchBar)
            <SearchBar value={search.typed} placeholder={node.search.placeholder} onChange={search.setTyped} onSearch={search.searchNow} />
          ) : (
            // A box of its height while it comes, so nothing moves.
            <div className="edu-list__search-box" />
          )}
        </div>
      )}
      {!throughPortal ? (
        <div className="edu-list__slot">
          <div className="edu-list__body">{body}</div>
        </div>
      ) : pull.wanted && paged ? (
        <Suspense fallback={<RowsSlot element={rowsElement} />}>
          <PullToRefresh onRefresh={paged.reload}>
            <RowsSlot element={rowsElement} />
          </PullToRefresh>
        </Suspense>
      ) : (
        <RowsSlot element={rowsElement} />
      )}
      {/* After the slot: its layout effect places the rows element before the rows' own effects measure it. */}
      {throughPortal && rowsElement && hydrated && createPortal(body, rowsElement)}
      <div ref={end} className="edu-list__end" aria-hidden />
      {!!node.footer?.length && <div className="edu-list__footer">{ctx.render(node.footer)}</div>}
    </div>
  )
}
