import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useScopeValue, type RendererProps } from '../../src/engine'
import type { ChatLoadOlderAction, ChatNode, ChatRemoveMemberAction, ChatRetryAction, ChatSendAction } from '../../src/generated/screen'

type ChatAction = ChatLoadOlderAction | ChatSendAction | ChatRetryAction | ChatRemoveMemberAction
/** A chat action without its room: the node adds the room it shows. */
type InRoom<A> = A extends ChatAction ? Omit<A, 'chat'> : never
import { ChatComposer } from './ChatComposer'
import { ChatLineView } from './ChatLineView'
import { ChatMembers } from './ChatMembers'
import { GROUP_SCENE, isChatState, type ChatNodeState } from './room'
import { separatorBefore, timeLabel } from './time-label'
import { useKeyboardInset } from './useKeyboardInset'
import './chat.css'

/** What an action on the room that fails shows: its message. */
const SAY_WHY = { action: 'toast', text: '{{ error.message }}' } as const

/** Scrolled this close to the top, older messages load. */
const OLDER_THRESHOLD_PX = 48

const idle: ChatNodeState = {
  chatCode: '',
  status: 'connecting',
  me: '',
  title: '',
  scene: 1,
  members: [],
  people: {},
  lines: [],
  loading: true,
  loadingOlder: false,
  hasOlder: false,
}

/** A live conversation read from a `chat` data source (see schemas/nodes/chat.schema.json). */
export function Chat({ node, ctx }: RendererProps<ChatNode>) {
  const value = useScopeValue(`data.${node.source}`)
  const room = isChatState(value) ? value : undefined
  const state = room ?? idle
  // What the node does in the room: the chat-* actions, named by the room's code.
  // A room the app no longer has open says so (a failed message itself is shown on its line).
  const act = (action: InRoom<ChatAction>) => ctx.run({ ...action, chat: state.chatCode, catch: SAY_WHY })
  const inset = useKeyboardInset()
  const section = useRef<HTMLElement>(null)
  const [top, setTop] = useState(0)
  const scroller = useRef<HTMLDivElement>(null)
  // What keeps the view still when older lines arrive above it, and at the bottom when a new one arrives below.
  const anchor = useRef<{ height: number; top: number; atBottom: boolean }>({ height: 0, top: 0, atBottom: true })
  const [now] = useState(() => Date.now())
  const firstUid = state.lines[0]?.uid
  const lastUid = state.lines[state.lines.length - 1]?.uid

  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const before = anchor.current
    if (before.atBottom) el.scrollTop = el.scrollHeight
    else if (el.scrollHeight !== before.height) el.scrollTop = before.top + (el.scrollHeight - before.height)
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, atBottom: before.atBottom }
  }, [firstUid, lastUid, state.lines.length, state.loading])

  useLayoutEffect(() => {
    // The chat fills the window below whatever the page draws above it (the header, when shown).
    const el = section.current
    if (el) setTop(Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY)))
  }, [])

  useEffect(() => {
    // The page as a whole does not scroll behind the chat.
    document.documentElement.classList.add('edu-chat-open')
    return () => document.documentElement.classList.remove('edu-chat-open')
  }, [])

  const onScroll = () => {
    const el = scroller.current
    if (!el || !room) return
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 24
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, atBottom }
    if (el.scrollTop < OLDER_THRESHOLD_PX && state.hasOlder && !state.loadingOlder) void act({ action: 'chat-load-older' })
  }

  const times = state.lines.map((l) => l.time)
  const group = state.scene === GROUP_SCENE
  const nameOf = (code: string) => state.people[code]?.name ?? ''
  return (
    <section ref={section} className="edu-chat" aria-label={state.title || undefined} style={{ height: `calc(100dvh - ${top + inset}px)` }}>
      {state.status !== 'open' && !state.error && (
        <div className="edu-chat__status" role="status">
          {ctx.t('chatConnecting')}
        </div>
      )}
      {group && room && (
        <ChatMembers
          state={state}
          t={ctx.t}
          onRemove={(code) => void act({ action: 'chat-remove-member', member: code })}
          confirm={(text) => ctx.attempt({ action: 'confirm', content: text }).then((outcome) => outcome.ok)}
        />
      )}
      <div
        className="edu-chat__lines"
        ref={scroller}
        onScroll={onScroll}
        role="log"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-live="polite"
        aria-busy={state.loading}
      >
        {state.loadingOlder && <p className="edu-chat__hint">{ctx.t('loading')}</p>}
        {!state.hasOlder && !state.loading && state.lines.length > 0 && <p className="edu-chat__hint">{ctx.t('chatNoOlder')}</p>}
        {state.loading && <p className="edu-chat__hint">{ctx.t('loading')}</p>}
        {state.error && (
          <p className="edu-chat__error" role="alert">
            {state.error}
          </p>
        )}
        {state.lines.map((line, i) => (
          <div key={line.uid}>
            {separatorBefore(times, i) && (
              <p className="edu-chat__time">{timeLabel(line.time, now, (clock) => ctx.t('chatYesterday', clock))}</p>
            )}
            <ChatLineView
              line={line}
              person={state.people[line.sender]}
              showName={group && !line.mine}
              t={ctx.t}
              onRetry={() => void act({ action: 'chat-retry', uid: line.uid })}
              fallbackName={nameOf(line.sender)}
            />
          </div>
        ))}
      </div>
      <ChatComposer
        placeholder={node.placeholder || ctx.t('chatPlaceholder')}
        images={node.images !== false}
        disabled={!room || Boolean(state.error)}
        t={ctx.t}
        onText={(text) => {
          anchor.current.atBottom = true
          void act({ action: 'chat-send', text })
        }}
        onImage={(address) => {
          anchor.current.atBottom = true
          void act({ action: 'chat-send', image: address })
        }}
      />
    </section>
  )
}
