// The rules of a paged source, apart from React: which params ask for a page, where a page's records are,
// and whether more pages follow. Kept pure so every rule is tested without rendering anything.
import { parsePath, readPath } from '../scope/paths'

export interface PagingOptions {
  /** Records per page (the resident lists ask for 15, the points bill for 10). */
  size: number
  /** The request param that numbers the page, from 1 (default current). */
  pageParam?: string
  /** The request param that carries the page size (default size). */
  sizeParam?: string
  /** Where the records are in a response, a dot path (default records); a response that is a list is one unpaged page. */
  records?: string
  /**
   * When more pages follow: `fewer` (default, SPEC §4 async lists) ends the list when fewer than `size` came back;
   * `exact` (the points bill) has more only when exactly `size` came back.
   */
  more?: 'fewer' | 'exact'
  /** Ignore a load-more sooner than this after the previous one, in ms (the points bill: 300). */
  throttle?: number
  /** Show a loading toast with this text while a page loads. */
  loading?: string
}

export interface Page<T> {
  records: T[]
  /** No page follows this one. */
  last: boolean
}

/** The params of page `number` (from 1): the source's own params plus the page and size params. */
export function pageParams(params: unknown, number: number, options: PagingOptions): Record<string, unknown> {
  const own = params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {}
  return { ...own, [options.pageParam ?? 'current']: number, [options.sizeParam ?? 'size']: options.size }
}

/** Read one response as a page: its records, and whether it is the last one. */
export function readPage<T>(response: unknown, options: PagingOptions): Page<T> {
  // An unpaged list is all there is (SPEC §4: isLastPage when the list is unpaged).
  if (Array.isArray(response)) return { records: response as T[], last: true }
  const found = readPath(response, parsePath(options.records ?? 'records'))
  const records = Array.isArray(found) ? (found as T[]) : []
  const last = options.more === 'exact' ? records.length !== options.size : records.length < options.size
  return { records, last }
}
