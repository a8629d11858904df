import { useRef, useState } from 'react'
import type { NodeContext } from '../../src/engine'

interface Props {
  placeholder: string
  images: boolean
  disabled: boolean
  t: NodeContext['t']
  onText: (text: string) => void
  onImage: (address: string) => void
}

/** The longest message one can type (a chat line, as a comment: bounded input, issue 33). */
export const CHAT_TEXT_MAX_LENGTH = 500

/** The composer: a text field, send, and a picture from the phone (sent as a data: address). */
export function ChatComposer({ placeholder, images, disabled, t, onText, onImage }: Props) {
  const [text, setText] = useState('')
  // What is in the field now, read and emptied in the press itself: two presses in one browser task both see the
  // rendered `text` (no redraw between them), and the message was sent twice (issue 33, finding 6).
  const current = useRef('')
  const type = (value: string) => {
    current.current = value
    setText(value)
  }
  const file = useRef<HTMLInputElement>(null)
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    const typed = current.current
    if (!typed.trim()) return
    type('')
    onText(typed)
  }
  const pick = () => {
    const chosen = file.current?.files?.[0]
    if (!chosen) return
    const reader = new FileReader()
    reader.onload = () => typeof reader.result === 'string' && onImage(reader.result)
    reader.readAsDataURL(chosen)
    if (file.current) file.current.value = ''
  }
  return (
    <form className="edu-chat__composer" onSubmit={submit}>
      {images && (
        <label className="edu-chat__picker">
          <span aria-hidden="true">＋</span>
          <input ref={file} type="file" accept="image/*" aria-label={t('chatPicture')} onChange={pick} disabled={disabled} />
        </label>
      )}
      <textarea
        className="edu-chat__input"
        rows={1}
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={CHAT_TEXT_MAX_LENGTH}
        onChange={(e) => type(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e)
        }}
      />
      <button type="submit" className="edu-chat__send" disabled={disabled || !text.trim()}>
        {t('chatSend')}
      </button>
    </form>
  )
}
