import { useRef, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { ComposerNode } from '../../src/generated/screen'
import './composer.css'

/** A field and a send button: the trimmed text is put in state, send runs, and only a success empties the field. */
export function Composer({ node, ctx }: RendererProps<ComposerNode>) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  // Read and set in the press itself: two presses in one browser task both see `sending` false (no redraw between
  // them), and a second press before the answer must not send again either (issue 33, finding 6).
  const inFlight = useRef(false)
  const label = node.label || node.placeholder || node.sendText || ctx.t('composerSend')

  const send = async () => {
    const trimmed = text.trim()
    if (!trimmed) {
      void ctx.run({ action: 'toast', text: node.emptyMessage || ctx.t('composerEmpty') })
      return
    }
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    ctx.screen.setState(node.state, trimmed)
    const outcome = await ctx.attempt(node.send)
    inFlight.current = false
    setSending(false)
    if (outcome.ok) {
      setText('')
      ctx.screen.setState(node.state, '')
    }
  }

  return (
    <form
      className="edu-composer"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <textarea
        className="edu-composer__field"
        value={text}
        rows={2}
        placeholder={node.placeholder}
        aria-label={label}
        maxLength={node.maxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="edu-composer__bar">
        {node.maxLength !== undefined && (
          <span className="edu-composer__count" aria-hidden="true">
            {`${text.length}/${node.maxLength}`}
          </span>
        )}
        <button type="submit" className="edu-composer__send" disabled={sending}>
          {node.sendText || ctx.t('composerSend')}
        </button>
      </div>
    </form>
  )
}
