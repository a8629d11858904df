import { SearchBar as MobileSearchBar, type SearchBarRef } from 'antd-mobile'
import { useLayoutEffect, useRef } from 'react'
import type { RendererProps } from '../../src/engine'
import type { SearchBarNode } from '../../src/generated/screen'
import { SEARCH_DEBOUNCE_MS } from '../shared/constants'
import { useSearchState } from '../shared/useSearchState'
import './search-bar.css'

/**
 * antd-mobile's SearchBar bound to state.<state>: typing is written once it pauses, Enter and the clear button
 * write at once; Enter then runs `search`, the cancel button empties the field and runs `cancel`.
 */
export function SearchBar({ node, ctx }: RendererProps<SearchBarNode>) {
  const search = useSearchState(node.state, node.debounce ?? SEARCH_DEBOUNCE_MS, ctx)
  const input = useRef<SearchBarRef>(null)
  const box = useRef<HTMLDivElement>(null)
  const label = node.label || node.placeholder || ctx.t('search')
  // antd-mobile names its input with its own locale text (搜索框); the config's label says what is searched.
  useLayoutEffect(() => {
    input.current?.nativeElement?.setAttribute('aria-label', label)
  }, [label])
  // Its clear control is a bare div with an aria-label (清除): say it is a button. It comes and goes with the text.
  const hasText = search.typed !== ''
  useLayoutEffect(() => {
    if (hasText) box.current?.querySelector('.adm-input-clear')?.setAttribute('role', 'button')
  }, [hasText])

  return (
    <div className="edu-search-bar" role="search" aria-label={label} ref={box}>
      <MobileSearchBar
        ref={input}
        value={search.typed}
        placeholder={node.placeholder}
        maxLength={node.maxLength}
        clearable={node.clearable !== false}
        showCancelButton={node.showCancelButton === true}
        cancelText={node.cancelText ?? ctx.t('cancel')}
        onChange={search.setTyped}
        onClear={() => search.searchNow('')}
        onSearch={(text) => {
          search.searchNow(text)
          void ctx.run(node.search)
        }}
        onCancel={() => {
          search.setTyped('')
          search.searchNow('')
          void ctx.run(node.cancel)
        }}
      />
    </div>
  )
}
