import { useRef } from 'react'
import { useScopeValue, type RendererProps } from '../../src/engine'
import type { UploaderNode } from '../../src/generated/screen'
import './uploader.css'

/** 12.3 MB, 800 KB: the size a person reads. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export function Uploader({ node, ctx }: RendererProps<UploaderNode>) {
  const input = useRef<HTMLInputElement>(null)
  const chosen = useScopeValue(`state.${node.state}`)
  const files = Array.isArray(chosen) ? chosen.filter((f): f is File => f instanceof File) : []
  const file = !node.multiple && chosen instanceof File ? chosen : undefined
  const progress = typeof node.progress === 'number' ? Math.max(0, Math.min(100, Math.round(node.progress))) : undefined

  const choose = (picked: File[]) => {
    if (picked.length === 0) return
    if (node.maxSize !== undefined && picked.some((f) => f.size > (node.maxSize ?? 0) * 1024 * 1024)) {
      void ctx.run({ action: 'toast', text: ctx.t('uploaderTooLarge', node.maxSize) })
      return
    }
    if (node.multiple && node.maxCount !== undefined && files.length + picked.length > node.maxCount) {
      void ctx.run({ action: 'toast', text: ctx.t('uploaderTooMany', node.maxCount) })
      return
    }
    ctx.screen.setState(node.state, node.multiple ? [...files, ...picked] : picked[0])
    void ctx.run(node.onChoose)
  }

  return (
    <div className="edu-uploader">
      <button type="button" className="edu-uploader__choose" disabled={node.disabled} onClick={() => input.current?.click()}>
        <span className="edu-uploader__plus" aria-hidden="true">
          +
        </span>
        <span>{file ? ctx.t('uploaderChange') : node.label}</span>
      </button>
      {/* The real chooser, hidden: the button above is what a person sees and reaches. */}
      <input
        ref={input}
        type="file"
        className="edu-uploader__input"
        accept={node.accept}
        multiple={node.multiple}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          choose([...(event.target.files ?? [])])
          // The same file chosen again after a cancel is a new choice.
          event.target.value = ''
        }}
      />
      {file && (
        <p className="edu-uploader__file">
          <span className="edu-uploader__name">{file.name}</span>
          <span className="edu-uploader__size">{sizeText(file.size)}</span>
        </p>
      )}
      {files.length > 0 && (
        <ul className="edu-uploader__files">
          {files.map((f, i) => (
            <li key={`${f.name}-${String(i)}`} className="edu-uploader__file">
              <span className="edu-uploader__name">{f.name}</span>
              <span className="edu-uploader__size">{sizeText(f.size)}</span>
              <button
                type="button"
                className="edu-uploader__remove"
                disabled={node.disabled}
                aria-label={ctx.t('uploaderRemove', f.name)}
                onClick={() =>
                  ctx.screen.setState(
                    node.state,
                    files.filter((_, k) => k !== i),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {node.hint && !file && <p className="edu-uploader__hint">{node.hint}</p>}
      {progress !== undefined && (
        <div className="edu-uploader__progress">
          <div
            className="edu-uploader__track"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={ctx.t('uploaderProgress', progress)}
          >
            <div className="edu-uploader__bar" style={{ width: `${progress}%` }} />
          </div>
          <span className="edu-uploader__percent">{ctx.t('uploaderProgress', progress)}</span>
        </div>
      )}
    </div>
  )
}
