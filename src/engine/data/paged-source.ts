// One paged source (an infinite list) as a small state machine, apart from React: page 1 replaces, later pages
// append; a page that fails keeps what was loaded and can be retried; new params (a search) start again from
// page 1 and an answer for old params is dropped; load-more may be throttled, with a trailing load so an end
// that stays in view is not forgotten. Its value sits in the scope at data.<name>; a list draws it.
import type { EngineFailure } from '../types'
import { isExpectedFailure, toFailure } from '../failure'
import { pageParams, readPage, type PagingOptions } from './paging'

/** What a paged source is at data.<name>: read by a list, by expressions, and reloaded by `reload`. */
export interface PagedValue<T = unknown> {
  /** Every record loaded so far, pages in order. */
  items: T[]
  /** Pages loaded successfully (curPage): a failed page leaves it where it was. */
  page: number
  loading: boolean
  /** The failure of the last page asked for; what was loaded before stays. */
  error: EngineFailure | undefined
  isLastPage: boolean
  /** Fetch the next page (ignored while loading, after the last page, after a failure, or inside `throttle`). */
  loadMore: () => void
  /** Ask again for the page that failed. */
  retry: () => void
  /** Start again from page 1 (page 1 replaces what is shown); resolves when it has arrived or failed. */
  reload: () => Promise<void>
}

/** The request a paged source makes now: null while `when` is false or its kind is unknown. */
export interface PagedRequest {
  /** Tells one set of params from another (a new key starts again from page 1). */
  key: string
  /** Fetch one page with these params (the page and size params are added). */
  fetch: (params: Record<string, unknown>) => Promise<unknown>
  params: unknown
  paging: PagingOptions
}

export interface PagedSourcePorts {
  /** A new value to publish (at data.<name>). */
  publish: (value: PagedValue) => void
  toast: (text: string) => void
  clearToast: () => void
  report: (error: unknown, context: Record<string, unknown>) => void
  now: () => number
}

export interface PagedSource {
  value: () => PagedValue
  /** New params (or none); the pages start again when the key changes. */
  request: (next: PagedRequest | null) => void
  /** Something shows the source: page 1 is fetched now if it has not been. */
  attach: () => void
  dispose: () => void
}

interface State {
  pages: unknown[][]
  loading: boolean
  error: EngineFailure | undefined
  isLastPage: boolean
}

export function createPagedSource(name: string, ports: PagedSourcePorts): PagedSource {
  let req: PagedRequest | null = null
  let attached = false
  let state: State = { pages: [], loading: false, error: undefined, isLastPage: false }
  let generation = 0
  let lastLoad = Number.NEGATIVE_INFINITY
  let trailing: ReturnType<typeof setTimeout> | undefined
  // A failure with a code was shown by the API layer, whose toast took the loading toast's place.
  let toastReplaced = false
  let value: PagedValue

  const update = (next: Partial<State>) => {
    state = { ...state, ...next }
    value = snapshot()
    ports.publish(value)
  }

  /** Whether this source's loading toast is up. */
  let toastShown = false
  const hideToast = () => {
    toastShown = false
    ports.clearToast()
  }

  async function fetchPage(number: number): Promise<void> {
    const current = req
    if (!current) return
    const mine = ++generation
    const loadingText = current.paging.loading
    update({ loading: true, error: undefined })
    if (loadingText) {
      toastReplaced = false
      toastShown = true
      ports.toast(loadingText)
    }
    try {
      const response = await current.fetch(pageParams(current.params, number, current.paging))
      if (mine !== generation) return
      const page = readPage(response, current.paging)
      update({
        pages: number === 1 ? [page.records] : [...state.pages.slice(0, number - 1), page.records],
        loading: false,
        isLastPage: page.last,
      })
    } catch (e) {
      if (mine !== generation) return
      if (isExpectedFailure(e)) {
        // The failure's own message replaces the loading toast.
        toastReplaced = true
        toastShown = false
      } else ports.report(e, { pagedSource: name, page: number })
      update({ loading: false, error: toFailure(e) })
    } finally {
      if (loadingText && mine === generation && !toastReplaced) hideToast()
    }
  }

  const loadMore = () => {
    if (!req || !attached || state.loading || state.isLastPage || state.error || state.pages.length === 0) return
    const wait = lastLoad + (req.paging.throttle ?? 0) - ports.now()
    if (wait > 0) {
      trailing ??= setTimeout(() => {
        trailing = undefined
        loadMore()
      }, wait)
      return
    }
    lastLoad = ports.now()
    void fetchPage(state.pages.length + 1)
  }

  const retry = () => {
    if (!req || !attached || state.loading) return
    void fetchPage(state.pages.length + 1)
  }

  const reload = () => (req && attached ? fetchPage(1) : Promise.resolve())

  function snapshot(): PagedValue {
    return {
      items: state.pages.flat(),
      page: state.pages.length,
      loading: state.loading,
      error: state.error,
      isLastPage: state.isLastPage,
      loadMore,
      retry,
      reload,
    }
  }

  const restart = () => {
    generation++
    clearTimeout(trailing)
    trailing = undefined
    // Before its first page the list shows it loading, not empty (no flash of 暂无数据).
    update({ pages: [], loading: req !== null, error: undefined, isLastPage: false })
    if (req && attached) void fetchPage(1)
  }

  value = snapshot()
  return {
    value: () => value,
    request(next) {
      if ((next?.key ?? null) === (req?.key ?? null)) {
        req = next
        return
      }
      req = next
      restart()
    },
    attach() {
      if (attached) return
      attached = true
      if (req && state.pages.length === 0 && !state.error) void fetchPage(1)
    },
    dispose() {
      generation++
      attached = false
      // The screen goes while a page loads (Back pressed on a slow list): its loading toast goes with it, rather
      // than staying over the next screen with no load left to end it.
      if (toastShown) hideToast()
      clearTimeout(trailing)
      trailing = undefined
    },
  }
}
