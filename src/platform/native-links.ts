// Links into the native apps. The spec names "the app's main news link" without giving it; these are ours.
import type { HostKind } from './host'

const MAIN_NEWS_LINKS: Partial<Record<HostKind, string>> = {
  dzj: 'dzj://main/news',
  ysy: 'ysy://main/news',
  ysy_nx: 'ysy://main/news',
  bayitong: 'bayitong://main/news',
  dm: 'dzjmeeting://main/news',
}

/** Where a native app's user goes when the session has ended (envelope 125000401). */
export function appMainNewsLink(host: HostKind): string | undefined {
  return MAIN_NEWS_LINKS[host]
}
