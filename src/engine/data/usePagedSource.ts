import { useCallback, useEffect, useRef, useState } from 'react'
import { isExpectedFailure, toFailure } from '../failure'
import type { EngineFailure, Scope } from '../types'
import { useEngine } from '../view/EngineProvider'
import { useLoadingToast } from './useLoadingToast'
import { resolveSource } from './source-request'
import { pageParams, readPage, type PagingOptions } from './paging'
import { stableKey } from './stable-key'

export type { PagingOptions } from './paging'

export interface PagedSourceState<T> {
  /** Every record loaded so far, pages in order. */
  items: T[]
  /** Pages loaded successfully (curPage): a failed page leaves it where it was. */
  page: number
  /** A page is being fetched. */
  loading: boolean
  /** The failure of the last page asked for; what was loaded before stays. */
  error: EngineFailure | undefined
  isLastPage: boolean
  /** Fetch the next page (ignored while loading, after the last page, after a failure, or inside `throttle`). */
  loadMore(): void
  /** Ask again for the page that failed. */
  retry(): void
  /** Start again from page 1 (page 1 replaces what is shown). */
  reload(): void
}

interface Loaded<T> {
  /** The params (without paging) these pages belong to. */
  key: string | null
  pages: T[][]
  loading: boolean
  error: EngineFailure | undefined
  isLastPage: boolean
}

const blank = <T>(key: string | null, loading: boolean): Loaded<T> => ({ key, pages: [], loading, error: undefined, isLastPage: false })

/**
 * A data source read page by page (an infinite list). Page 1 replaces, later pages append; a page that fails
 * keeps what was loaded and can be retried; new params (a search) start again from page 1, and an answer
 * for old params is dropped. Own state rather than useSWRInfinite: its setSize does not tell the caller that
 * a page failed and its error clears on the next revalidation, and both are rules here.
 * `extra` params (a list's search text) join the source's params.
 */
export function usePagedSource<T = unknown>(
  source: Record<string, unknown> | null | undefined,
  options: PagingOptions,
  scope: Scope,
  extra?: Record<string, unknown>,
): PagedSourceState<T> {
  const engine = useEngine()

  let request: { kind: string; source: Record<string, unknown> } | null = null
  if (source) {
    const { kind, active, resolved } = resolveSource(engine, 'paged source', source, scope)
    if (kind && active) request = { kind, source: { ...resolved, params: { ...(resolved.params as object | undefined), ...extra } } }
  }
  const key = request ? stableKey(request) : null

  const [state, setState] = useState<Loaded<T>>(() => blank(key, key !== null))
  // Guards read the newest state, not the one of the render that made the callback.
  const current = useRef(state)
  current.current = state
  const latest = useRef({ request, options })
  latest.current = { request, options }
  const generation = useRef(0)
  const lastLoad = useRef(0)
  const trailing = useRef<ReturnType<typeof setTimeout>>(undefined)
  const toastShownByFailure = useRef(false)

  const fetchPage = useCallback(
    async (number: number) => {
      const { request: req, options: opts } = latest.current
      if (!req) return
      const mine = ++generation.current
      const fetcher = engine.dataSources.get(req.kind)!
      setState((s) => ({ ...s, loading: true, error: undefined }))
      try {
        const params = pageParams(req.source.params, number, opts)
        const response = await fetcher({ ...req.source, params }, { services: engine.services, name: req.kind })
        if (mine !== generation.current) return
        const page = readPage<T>(response, opts)
        setState((s) => ({
          ...s,
          pages: number === 1 ? [page.records] : [...s.pages.slice(0, number - 1), page.records],
          loading: false,
          isLastPage: page.last,
        }))
      } catch (e) {
        if (mine !== generation.current) return
        // A failure with a code was shown by the API layer, whose toast took the loading toast's place.
        if (isExpectedFailure(e)) toastShownByFailure.current = true
        else engine.services.report(e, { pagedSource: req.kind, page: number })
        setState((s) => ({ ...s, loading: false, error: toFailure(e) }))
      }
    },
    [engine],
  )

  // New params: start again from page 1. Runs on mount too.
  useEffect(() => {
    generation.current++
    setState(blank(key, key !== null))
    if (key !== null) void fetchPage(1)
  }, [key, fetchPage])

  // Leaving the screen mid-load drops the answer and any pending trailing load.
  useEffect(
    () => () => {
      generation.current++
      clearTimeout(trailing.current)
    },
    [],
  )

  const loadMore = useCallback(() => {
    const s = current.current
    if (s.key === null || s.loading || s.isLastPage || s.error || s.pages.length === 0) return
    const wait = lastLoad.current + (latest.current.options.throttle ?? 0) - Date.now()
    if (wait > 0) {
      // Trailing call: the end may stay in view with nothing left to scroll, so ask again once the pause is over.
      trailing.current ??= setTimeout(() => {
        trailing.current = undefined
        more.current()
      }, wait)
      return
    }
    lastLoad.current = Date.now()
    // Mark loading now: a second scroll event before React renders must not ask for the same page again.
    current.current = { ...s, loading: true }
    void fetchPage(s.pages.length + 1)
  }, [fetchPage])

  const retry = useCallback(() => {
    const s = current.current
    if (s.key === null || s.loading) return
    current.current = { ...s, loading: true }
    void fetchPage(s.pages.length + 1)
  }, [fetchPage])

  const reload = useCallback(() => void fetchPage(1), [fetchPage])
  const more = useRef(loadMore)
  more.current = loadMore

  useLoadingToast(options.loading, state.loading, toastShownByFailure)

  // Between a change of params and the effect that refetches, the old pages belong to other params.
  const fresh = state.key === key
  return {
    items: fresh ? state.pages.flat() : [],
    page: fresh ? state.pages.length : 0,
    loading: fresh ? state.loading : key !== null,
    error: fresh ? state.error : undefined,
    isLastPage: fresh ? state.isLastPage : false,
    loadMore,
    retry,
    reload,
  }
}
