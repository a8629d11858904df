import type { RefObject } from 'react'
import type { NodeContext } from '../../src/engine'
import { EDITOR_PICTURE } from './picture-size'
import { loadPicture } from '../shared/load-picture'

type Command = {
  label: 'editorHeading' | 'editorSubheading' | 'editorParagraph' | 'editorBold' | 'editorBulletList' | 'editorNumberedList'
  run: () => void
}

// document.execCommand is deprecated yet the one editing API every mobile browser ships; its output is
// sanitised before anything leaves the editor, so what a browser inserts differently does no harm.
const exec = (command: string, value?: string) => document.execCommand(command, false, value) // eslint-disable-line @typescript-eslint/no-deprecated -- no replacement exists for contenteditable (see above)

const commands: Command[] = [
  { label: 'editorHeading', run: () => exec('formatBlock', '<h2>') },
  { label: 'editorSubheading', run: () => exec('formatBlock', '<h3>') },
  { label: 'editorParagraph', run: () => exec('formatBlock', '<p>') },
  { label: 'editorBold', run: () => exec('bold') },
  { label: 'editorBulletList', run: () => exec('insertUnorderedList') },
  { label: 'editorNumberedList', run: () => exec('insertOrderedList') },
]

/** Formatting buttons over the body, each named by its visible word; pressing one keeps the caret in the body (no focus move on mousedown). */
export function Toolbar({ t, body, onChange }: { t: NodeContext['t']; body: RefObject<HTMLDivElement | null>; onChange: () => void }) {
  const inBody = () => {
    const element = body.current
    if (!element) return false
    const selection = document.getSelection()
    if (!selection || !selection.anchorNode || !element.contains(selection.anchorNode)) element.focus()
    return true
  }
  const insertPicture = async (file: File) => {
    // A file the browser cannot read as a picture inserts nothing.
    const url = await loadPicture()
      .then((picture) => picture.shrinkPicture(file, EDITOR_PICTURE))
      .catch(() => undefined)
    if (!url || !inBody()) return
    exec('insertImage', url)
    onChange()
  }
  return (
    <div className="edu-editor__toolbar" role="toolbar" aria-label={t('editorToolbar')}>
      {commands.map((c) => (
        <button
          key={c.label}
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (!inBody()) return
            c.run()
            onChange()
          }}
        >
          {t(c.label)}
        </button>
      ))}
      <label className="edu-editor__picture">
        {t('editorPicture')}
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
