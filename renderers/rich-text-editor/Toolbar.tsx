import type { RefObject } from 'react'
import type { NodeContext } from '../../src/engine'
import { pictureOf } from './picture'

type Command = { label: 'editorHeading' | 'editorSubheading' | 'editorParagraph' | 'editorBold' | 'editorBulletList' | 'editorNumberedList'; glyph: string; run: () => void }

// document.execCommand is deprecated yet the one editing API every mobile browser ships; its output is
// sanitised before anything leaves the editor, so what a browser inserts differently does no harm.
const exec = (command: string, value?: string) => document.execCommand(command, false, value)

const commands: Command[] = [
  { label: 'editorHeading', glyph: 'H2', run: () => exec('formatBlock', '<h2>') },
  { label: 'editorSubheading', glyph: 'H3', run: () => exec('formatBlock', '<h3>') },
  { label: 'editorParagraph', glyph: '¶', run: () => exec('formatBlock', '<p>') },
  { label: 'editorBold', glyph: 'B', run: () => exec('bold') },
  { label: 'editorBulletList', glyph: '•', run: () => exec('insertUnorderedList') },
  { label: 'editorNumberedList', glyph: '1.', run: () => exec('insertOrderedList') },
]

/** Formatting buttons over the body; pressing one keeps the caret in the body (no focus move on mousedown). */
export function Toolbar({ t, body, onChange }: { t: NodeContext['t']; body: RefObject<HTMLDivElement | null>; onChange(): void }) {
  const inBody = () => {
    const element = body.current
    if (!element) return false
    const selection = document.getSelection()
    if (!selection || !selection.anchorNode || !element.contains(selection.anchorNode)) element.focus()
    return true
  }
  const insertPicture = async (file: File) => {
    const url = await pictureOf(file)
    if (!inBody()) return
    exec('insertImage', url)
    onChange()
  }
  return (
    <div className="edu-editor__toolbar" role="toolbar" aria-label={t('editorToolbar')}>
      {commands.map((c) => (
        <button
          key={c.label}
          type="button"
          aria-label={t(c.label)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (!inBody()) return
            c.run()
            onChange()
          }}
        >
          {c.glyph}
        </button>
      ))}
      <label className="edu-editor__picture" aria-label={t('editorPicture')}>
        🖼
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void insertPicture(file)
          }}
        />
      </label>
    </div>
  )
}
