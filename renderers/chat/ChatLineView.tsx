import type { NodeContext } from '../../src/engine'
import { MESSAGE_KIND, type ChatNodeLine } from './room'

interface Props {
  line: ChatNodeLine
  person: { name: string; avatar: string } | undefined
  showName: boolean
  fallbackName: string
  t: NodeContext['t']
  onRetry: () => void
}

/** One message: a system line in the middle, else a bubble beside the sender's avatar, with its delivery state. */
export function ChatLineView({ line, person, showName, fallbackName, t, onRetry }: Props) {
  if (line.msgType === MESSAGE_KIND.system) return <p className="edu-chat__system">{line.content}</p>
  const name = person?.name ?? fallbackName
  const initial = Array.from(name || '?')[0]
  return (
    <div className={`edu-chat__line${line.mine ? ' edu-chat__line--mine' : ''}`} data-state={line.state}>
      <span className="edu-chat__avatar" aria-hidden="true">
        {person?.avatar ? <img src={person.avatar} alt="" /> : initial}
      </span>
      <div className="edu-chat__body">
        {showName && name && <span className="edu-chat__name">{name}</span>}
        <div className="edu-chat__row">
          {line.mine && line.state === 'sending' && <span className="edu-chat__sending" role="status" aria-label={t('chatSending')} />}
          {line.mine && line.state === 'failed' && (
            <button type="button" className="edu-chat__retry" aria-label={t('chatFailed')} onClick={onRetry}>
              !
            </button>
          )}
          {line.msgType === MESSAGE_KIND.image ? (
            <img className="edu-chat__picture" src={line.content} alt={t('chatImage')} loading="lazy" />
          ) : (
            <p className="edu-chat__bubble">{line.content}</p>
          )}
        </div>
      </div>
    </div>
  )
}
