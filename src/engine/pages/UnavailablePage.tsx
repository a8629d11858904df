import { FailurePage } from './FailurePage'
import { OfflinePage } from './OfflinePage'
import type { PageText } from './page-text'

/** What shows when something a page needs could not be had: the offline page without a network, else the failure page. */
export function UnavailablePage(props: { text: PageText; onRefresh: () => void }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return offline ? <OfflinePage {...props} /> : <FailurePage {...props} />
}
