// `popup`: nodes in a panel over the screen. The action only opens a frame on the screen's overlays; the screen
// view draws it inside the screen (see screen/overlays.ts), so the title and nodes stay templates here and are
// resolved there, against the screen's scope as it changes, not frozen at the moment the action ran.
import { POPUP_FRAME } from '../screen/overlays'
import type { ActionHandler, ActionOf } from '../types'

const open: ActionHandler<ActionOf<'popup'>> = (a, { screen, scope }) =>
  screen.overlays.open(
    { type: POPUP_FRAME, title: a.title, position: a.position ?? 'bottom', closeOnMaskClick: a.closeOnMaskClick !== false, body: a.body },
    // A popup opened from a list row shows that row's item.
    scope.item === undefined ? undefined : { item: scope.item },
  )

/** Resolves once the popup has closed, so `then` runs after it. */
export const popupAction: ActionHandler<ActionOf<'popup'>> = Object.assign(open, { raw: ['title', 'body'] })
