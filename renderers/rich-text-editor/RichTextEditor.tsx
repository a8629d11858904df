import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { RendererProps } from '../../src/engine'
import type { RichTextEditorNode } from '../../src/generated/screen'
import { sanitizeHtml } from '../shared/sanitize'
import { dropDraft, keepDraft, readDraft, type Written } from './draft'
import { EDITOR_PICTURE } from './picture-size'
import { TitleBox } from './TitleBox'
import { Toolbar } from './Toolbar'
import { loadPicture } from '../shared/load-picture'
import './rich-text-editor.css'

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** What to start from: the kept draft when there is one, else the node's starting values. */
function startingPoint(node: RichTextEditorNode, draftKey: string): { written: Written; restored: boolean } {
  const draft = draftKey ? readDraft(draftKey) : undefined
  // A draft is storage anyone on this site could have written: its body is cleaned like any other HTML.
  if (draft && (draft.title || draft.content)) return { written: { ...draft, content: sanitizeHtml(draft.content) }, restored: true }
  return { written: { title: text(node.title), coverUrl: text(node.coverUrl), content: sanitizeHtml(text(node.content)) }, restored: false }
}

/**
 * A document editor on the browser's contenteditable: title, cover, and a body formatted from a toolbar. Every
 * change goes to state.<bind> (sanitised) and to the draft; starting values that arrive later (an article being
 * fetched) fill it once, unless the user already has a draft.
 */
export function RichTextEditor({ node, ctx }: RendererProps<RichTextEditorNode>) {
  const draftKey = text(node.draftKey)
  const [{ written: start, restored }] = useState(() => startingPoint(node, draftKey))
  const [title, setTitle] = useState(start.title)
  const [coverUrl, setCoverUrl] = useState(start.coverUrl)
  const body = useRef<HTMLDivElement>(null)
  const touched = useRef(restored)
  const maxLength = node.titleMaxLength ?? 60

  const publish = (next: Partial<Written>) => {
    const written: Written = { title, coverUrl, content: sanitizeHtml(body.current?.innerHTML ?? ''), ...next }
    ctx.screen.setState(node.bind, { ...written, content: isBlank(written.content) ? '' : written.content })
    if (draftKey) keepDraft(draftKey, written)
  }

  // The body is the browser's own: set once (and when starting values arrive), never re-rendered by React.
  useEffect(() => {
    if (body.current) body.current.innerHTML = start.content
    ctx.screen.setState(node.bind, { ...start, content: isBlank(start.content) ? '' : start.content })
    // Once, with what the editor starts from.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- the body is written once at mount; later values arrive through the effect below

  const lateTitle = text(node.title)
  const lateCover = text(node.coverUrl)
  const lateContent = text(node.content)
  useEffect(() => {
    if (touched.current || (!lateTitle && !lateContent)) return
    touched.current = true
    setTitle(lateTitle)
    setCoverUrl(lateCover)
    const content = sanitizeHtml(lateContent)
    if (body.current) body.current.innerHTML = content
    ctx.screen.setState(node.bind, { title: lateTitle, coverUrl: lateCover, content })
  }, [lateTitle, lateCover, lateContent, ctx.screen, node.bind])

  // Dropped while drawing, not in an effect: a publish chain sets the flag and leaves the screen at once, and
  // the screen may be gone before effects run. Dropping twice is harmless.
  if (node.discardDraft === true && draftKey) dropDraft(draftKey)

  const changed = (next: Partial<Written> = {}) => {
    touched.current = true
    publish(next)
  }

  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const url = await loadPicture()
      .then((picture) => picture.shrinkPicture(file, EDITOR_PICTURE))
      .catch(() => undefined)
    if (!url) return
    setCoverUrl(url)
    changed({ coverUrl: url })
  }

  return (
    <div className="edu-editor">
      {node.titlePlaceholder && (
        <TitleBox
          value={title}
          maxLength={maxLength}
          placeholder={text(node.titlePlaceholder)}
          label={ctx.t('editorTitle')}
          onChange={(next) => {
            setTitle(next)
            changed({ title: next })
          }}
          onEnter={() => body.current?.focus()}
        />
      )}
      {node.coverLabel && (
        <div className="edu-editor__cover">
          {coverUrl ? <img src={coverUrl} alt={text(node.coverLabel)} /> : <span aria-hidden="true">+</span>}
          <label className="edu-editor__cover-choose">
            {coverUrl ? ctx.t('editorCoverChange') : text(node.coverLabel)}
            <input type="file" accept="image/*" onChange={(e) => void chooseCover(e)} />
          </label>
          {coverUrl && (
            <button
              type="button"
              className="edu-editor__cover-remove"
              onClick={() => {
                setCoverUrl('')
                changed({ coverUrl: '' })
              }}
            >
              {ctx.t('editorCoverRemove')}
            </button>
          )}
        </div>
      )}
      <Toolbar t={ctx.t} body={body} onChange={() => changed()} />
      <div
        ref={body}
        className="edu-editor__body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={ctx.t('editorBody')}
        data-placeholder={text(node.placeholder)}
        tabIndex={0}
        onInput={() => changed()}
        onBlur={() => changed()}
      />
      {restored && <div className="edu-editor__hint">{ctx.t('editorDraftRestored')}</div>}
    </div>
  )
}

/** No text and no picture: an empty body, whatever empty tags the browser left. */
function isBlank(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''
}
