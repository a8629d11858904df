import { useLayoutEffect, useRef, useState } from 'react'
import { useScopeValue, type RendererProps } from '../../src/engine'
import type { AssistantNode } from '../../src/generated/screen'
import { AssistantTurnView } from './AssistantTurnView'
import { isAssistantConversation, type AssistantNodeState } from './session'
import './assistant.css'

/** What an action on the conversation that fails shows: its message (a failed answer itself shows in its turn). */
const SAY_WHY = { action: 'toast', text: '{{ error.message }}' } as const

const idle: AssistantNodeState = { session: '', model: 'general', turns: [], busy: false, loading: true }

/** A conversation with the AI assistant read from an `assistant` data source. */
export function Assistant({ node, ctx }: RendererProps<AssistantNode>) {
  const value = useScopeValue(`data.${node.source}`)
  const session = isAssistantConversation(value) ? value : undefined
  const state = session ?? idle
  const [text, setText] = useState('')
  const end = useRef<HTMLDivElement>(null)
  const last = state.turns[state.turns.length - 1]

  useLayoutEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [state.turns.length, last?.answer.length])

  const ask = (question: string) => {
    if (!session || !question.trim() || state.busy) return
    void ctx.run({ action: 'assistant-ask', session: session.session, question, catch: SAY_WHY })
    setText('')
  }
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    ask(text)
  }
  const copy = async (answer: string) => {
    try {
      await navigator.clipboard.writeText(answer)
    } catch {
      // Some webviews refuse the clipboard; the answer stays selectable on the page.
    }
    void ctx.run({ action: 'toast', text: ctx.t('assistantCopied') })
  }

  return (
    <section className="edu-assistant">
      <div className="edu-assistant__turns">
        {state.error && (
          <p className="edu-assistant__error" role="alert">
            {state.error}
          </p>
        )}
        {state.loading && session && <p className="edu-assistant__hint">{ctx.t('loading')}</p>}
        {!state.loading && state.turns.length === 0 && (
          <div className="edu-assistant__welcome">
            {node.welcome && ctx.render([{ type: 'markdown', source: node.welcome }])}
            {node.suggestions && node.suggestions.length > 0 && (
              <ul className="edu-assistant__suggestions">
                {node.suggestions.map((s) => (
                  <li key={s}>
                    <button type="button" onClick={() => ask(s)} disabled={!session}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {state.turns.map((turn) => (
          <AssistantTurnView
            key={turn.id}
            turn={turn}
            t={ctx.t}
            render={(source) => ctx.render([{ type: 'markdown', source }])}
            onCopy={() => void copy(turn.answer)}
            onRate={(rating) => void ctx.run({ action: 'assistant-rate', session: state.session, answer: turn.id, rating, catch: SAY_WHY })}
            onAgain={() => ask(turn.question)}
            busy={state.busy}
          />
        ))}
        <div ref={end} />
      </div>
      {state.busy && (
        <button
          type="button"
          className="edu-assistant__stop"
          onClick={() => void ctx.run({ action: 'assistant-stop', session: state.session, catch: SAY_WHY })}
        >
          {ctx.t('assistantStop')}
        </button>
      )}
      <form className="edu-assistant__composer" onSubmit={submit}>
        <textarea
          className="edu-assistant__input"
          rows={1}
          value={text}
          placeholder={node.placeholder || ctx.t('assistantPlaceholder')}
          aria-label={node.placeholder || ctx.t('assistantPlaceholder')}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e)
          }}
        />
        <button type="submit" className="edu-assistant__send" disabled={!session || state.busy || !text.trim()}>
          {ctx.t('chatSend')}
        </button>
      </form>
    </section>
  )
}
