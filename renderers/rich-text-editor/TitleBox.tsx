import { useLayoutEffect, useRef } from 'react'

/** Browsers that size a text box to its content from CSS (`field-sizing`, Chromium 123+) need no script for it. */
const sizedByCss = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content')

/**
 * The article's title: one paragraph that wraps onto as many lines as it needs, so all of a 60-character title is
 * seen at 320 px (a one-line input showed only its first dozen characters). A title has no line breaks: Enter (the
 * keyboard's "next" key) goes on to the body, and a pasted line break becomes a space.
 */
export function TitleBox({
  value,
  maxLength,
  placeholder,
  label,
  onChange,
  onEnter,
}: {
  value: string
  maxLength: number
  placeholder: string
  label: string
  onChange: (title: string) => void
  onEnter: () => void
}) {
  const box = useRef<HTMLTextAreaElement>(null)
  useLayoutEffect(() => {
    const el = box.current
    if (sizedByCss || !el) return
    el.style.height = 'auto'
    el.style.height = `${el.scrollHeight}px`
  }, [value])
  return (
    <textarea
      ref={box}
      className="edu-editor__title"
      rows={1}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      enterKeyHint="next"
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
        e.preventDefault()
        onEnter()
      }}
      onChange={(e) => onChange(e.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
    />
  )
}
