// The actions every engine has. Each is small; UI and navigation go through the host's services.
import { callByName } from '../data/call-by-name'
import { isExpectedFailure } from '../failure'
import type { Engine } from '../engine'
import type { ActionHandler, ActionOf } from '../types'

// A template whose one expression yields a number (a count in a toast) is still shown as text.
export const str = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v))
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function withQuery(to: string, query: unknown): string {
  if (!query || typeof query !== 'object') return to
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${to}${to.includes('?') ? '&' : '?'}${qs}` : to
}

/**
 * `navigate`: to `to`, or to the address of `content: { type, id }` by the app's link table (engine.registerLinks),
 * with `query` added.
 */
export function navigateAction(engine: Engine): ActionHandler<ActionOf<'navigate'>> {
  return async (a, { services }) => {
    // A plain `to` goes at once, in the same task as the press (no await before it).
    const to = a.content
      ? await engine.resolveLink({ type: String(a.content.type), id: String(a.content.id) }) // eslint-disable-line @typescript-eslint/no-unnecessary-type-conversion -- a {{ }} template may resolve to a number or anything else, whatever the generated type says
      : (a.to ?? '')
    services.navigate(withQuery(to, a.query), { replace: a.replace === true })
  }
}

export class CancelledError extends Error {
  readonly code = 'CANCELLED'
  constructor() {
    super('cancelled')
  }
}

type Builtin = 'back' | 'toast' | 'dialog' | 'confirm' | 'call' | 'submit' | 'set' | 'reload' | 'track'

/** Each handler gets its own action's fields, resolved (the schema under schemas/actions/ says which). */
export const builtinActions: { [N in Builtin]: ActionHandler<ActionOf<N>> } = {
  back: async (a, { services }) => {
    if (a.delay !== undefined && a.delay > 0) await wait(a.delay)
    services.back()
  },
  toast: (a, { services }) => services.toast({ text: str(a.text) ?? '', icon: a.icon, duration: a.duration }),
  dialog: (a, { services }) =>
    services.dialog({
      title: str(a.title),
      content: str(a.content),
      image: str(a.image),
      confirmText: str(a.confirmText),
      dismissible: a.dismissible !== false,
    }),
  confirm: async (a, { services }) => {
    const ok = await services.confirm({
      title: str(a.title),
      content: str(a.content),
      confirmText: str(a.confirmText),
      cancelText: str(a.cancelText),
      dismissible: a.dismissible !== false,
    })
    if (!ok) throw new CancelledError()
    return true
  },
  call: async (a, { services }) => {
    // Not waited for: the call goes out at once, its loading toast only if it takes a while.
    if (a.loading) void services.toast({ text: a.loading, icon: 'loading', duration: 0 })
    try {
      const result = await callByName(services, a.call, a.args ?? {})
      if (a.loading) services.clearToast()
      return result
    } catch (e) {
      // A failure with a code has already replaced the loading toast with its message (the API layer shows it):
      // clearing now would hide that message. Only a failure nobody showed takes the loading toast away.
      if (a.loading && !isExpectedFailure(e)) services.clearToast()
      throw e
    }
  },
  submit: async (a, { screen }) => {
    const form = screen.forms.get(a.form)
    if (!form) throw new Error(`no form "${a.form}" on this screen`)
    return form.submit()
  },
  set: (a, { screen }) => screen.setState(a.key, a.value),
  reload: async (a, { services, screen }) => {
    if (a.page === true) {
      services.reloadPage()
      return
    }
    const names = a.data === undefined ? undefined : Array.isArray(a.data) ? a.data : [a.data]
    await screen.reload(names)
  },
  track: (a, { services }) => services.track({ event: a.event, resourceType: a.resourceType, resourceId: str(a.resourceId), data: a.data }),
}
