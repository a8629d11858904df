// The engine's services, made of the real pieces: the router, antd-mobile's Toast, Dialog and ActionSheet, the API layer.
import type { ActionSheetOptions, EngineServices } from '../engine'
import { messages as wording } from 'virtual:edu-shell-wording'
import { followableDestination } from '../platform/followable'
import { feedback } from './feedback'
import { reportError } from './report'
import { subscribeAppEvent } from './app-events'
import { clearToast, showToast } from './toast'

export interface ShellPorts {
  navigate: (to: string, options?: { replace?: boolean }) => void
  back: () => void
  call: EngineServices['call']
  isCall: EngineServices['isCall']
  upload?: EngineServices['upload']
  track: EngineServices['track']
  user: () => Record<string, unknown>
  client: () => Record<string, unknown>
  watchClient?: EngineServices['watchClient']
}

/** Reload the page with a timeString parameter so no cache answers (SPEC §8, network-unavailable page). */
export function reloadWithTimeString(at: Pick<Location, 'href' | 'replace'> = window.location, now = Date.now()): void {
  const url = new URL(at.href)
  url.searchParams.set('timeString', String(now))
  at.replace(url.toString())
}

// The dialogs' default buttons (ok, cancel) come from the shared words the entry carries.

/** antd-mobile's ActionSheet: the index chosen, or undefined once it closes without a choice (cancel, backdrop). */
export async function showActionSheet({ title, options, cancelText }: ActionSheetOptions): Promise<number | undefined> {
  const { ActionSheet } = await feedback()
  return new Promise((resolve) => {
    ActionSheet.show({
      extra: title,
      cancelText: cancelText ?? wording.cancel,
      actions: options.map((o, key) => ({ key, text: o.text, description: o.description, danger: o.danger, disabled: o.disabled })),
      // A choice closes the sheet too: the later onClose finds the promise already settled.
      onAction: (_action, index) => resolve(index),
      onClose: () => resolve(undefined),
      closeOnAction: true,
    })
  })
}

/**
 * Every address a screen goes to may have come from the query or a server answer (redirectUrl and the like):
 * it is followed only when src/platform's rule allows it, and a refused one goes home (no open redirects).
 */
export function followAddress(
  to: string,
  ports: Pick<ShellPorts, 'navigate'>,
  options?: { replace?: boolean },
  assign = (href: string) => window.location.assign(href),
): void {
  const destination = followableDestination(to)
  if (destination.kind === 'external') assign(destination.href)
  else ports.navigate(destination.path, destination.refused ? { replace: true } : options)
}

export function createShellServices(ports: ShellPorts): EngineServices {
  return {
    call: ports.call,
    isCall: ports.isCall,
    upload: ports.upload,
    navigate: (to, options) => followAddress(to, ports, options),
    back: ports.back,
    reloadPage: () => reloadWithTimeString(),
    // Answers once the toast is drawn (its code may still be on its way); a toast whose code cannot arrive is
    // shown plainly and reported (toast.ts), and what the config does next still runs.
    toast: showToast,
    clearToast,
    // A dialog is named by its title, or its text when it has none (axe's aria-dialog-name): a screen reader says
    // what opened, not just "dialog".
    dialog: async ({ title, content, image, confirmText, dismissible }) =>
      (await feedback()).Dialog.alert({
        title,
        content,
        image,
        'aria-label': title ?? content,
        confirmText: confirmText ?? wording.ok,
        closeOnMaskClick: dismissible ?? true,
      }),
    confirm: async ({ title, content, confirmText, cancelText, dismissible }) =>
      (await feedback()).Dialog.confirm({
        title,
        content,
        'aria-label': title ?? content,
        confirmText: confirmText ?? wording.ok,
        cancelText: cancelText ?? wording.cancel,
        closeOnMaskClick: dismissible ?? true,
      }),
    actionSheet: showActionSheet,
    track: ports.track,
    report: reportError,
    user: ports.user,
    client: ports.client,
    watchClient: ports.watchClient,
    subscribe: subscribeAppEvent,
    storage: (area) => (area === 'session' ? window.sessionStorage : window.localStorage),
  }
}
