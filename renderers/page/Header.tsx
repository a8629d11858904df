import { Badge } from 'antd-mobile'
import type { Actions, NodeContext } from '../../src/engine'
import { MESSAGE_CENTER_PATH, UNREAD_BADGE_MAX } from '../shared/constants'
import { BackIcon, BellIcon } from './BellIcon'
import type { HeaderOptions } from './types'

/** The unread count as the badge shows it: nothing for none, at most 99, then 99+. */
export function unreadBadge(count: unknown): string | undefined {
  const n = Math.floor(Number(count))
  if (!Number.isFinite(n) || n <= 0) return undefined
  return n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(n)
}

const OPEN_MESSAGE_CENTER: Actions = { action: 'navigate', to: MESSAGE_CENTER_PATH }

interface Props {
  title: string
  /** The body shows the title as its heading, in view: the header's stays blank to the eye (still read out). */
  echoed?: boolean
  options: HeaderOptions
  ctx: NodeContext
}

/** The shared header: back arrow, title, the screen's right buttons and the unread-message bell. */
export function Header({ title, echoed = false, options, ctx }: Props) {
  const bell = options.bell && options.bell.visible !== false ? options.bell : undefined
  const badge = bell ? unreadBadge(bell.count) : undefined
  return (
    <header className="edu-header">
      <div className="edu-header__side edu-header__side--left">
        {options.back !== false && (
          <button type="button" className="edu-header__icon" aria-label={ctx.t('back')} onClick={() => void ctx.run({ action: 'back' })}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className={`edu-header__title${echoed ? ' edu-header__title--echoed' : ''}`}>{title}</h1>
      <div className="edu-header__side edu-header__side--right">
        {options.right?.map((button, i) => (
          <button key={i} type="button" className="edu-header__text-button" onClick={() => void ctx.run(button.press)}>
            {button.text}
          </button>
        ))}
        {bell && (
          <button
            type="button"
            className="edu-header__icon"
            aria-label={badge ? ctx.t('messagesUnread', badge) : ctx.t('messages')}
            onClick={() => void ctx.run(bell.press ?? OPEN_MESSAGE_CENTER)}
          >
            <Badge content={badge}>
              <BellIcon />
            </Badge>
          </button>
        )}
      </div>
    </header>
  )
}
