import { createRoot } from 'react-dom/client'
import { UnavailablePage, type PageText } from '../engine'
import { messages } from 'virtual:edu-shell-wording'
import { reportError } from './report'
import { reloadWithTimeString } from './services'

// Start-up failed before there was an engine (storage refused by the webview, the embedded backend not starting, a
// bad route table): the static loader would stay up for good. The failure page (or the offline page) replaces it,
// worded from the entry's words (the wording file's words the shell names), with its refresh link, and the error is reported like any other.
const text: PageText = (key) => messages[key]

export function showStartFailure(container: HTMLElement, error: unknown): void {
  reportError(error, { where: 'start' })
  createRoot(container).render(<UnavailablePage text={text} onRefresh={() => reloadWithTimeString()} />)
}
