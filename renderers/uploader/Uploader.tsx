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
  const file = chosen instanceof File ? chosen : undefined
  const progress = typeof node.progress === 'number' ? Math.max(0, Math.min(100, Math.round(node.progress))) : undefined

  const choose = (picked: File | undefined) => {
    if (!picked) return
    if (node.maxSize !== undefined && picked.size > node.maxSize * 1024 * 1024) {
      void ctx.run({ action: 'toast', text: ctx.t('uploaderTooLarge', node.maxSize) })
      return
    }
    ctx.screen.setState(node.state, picked)
    void ctx.run(node.onChoose)
  }

  return (
    <div className="edu-uploader">
      <button type="button" className="edu-uploader__choose" disabled={node.disabled} onClick={() => input.current?.click()}>
        <span className="edu-uploader__plus" aria-hidden="true">+</span>
        <span>{file ? ctx.t('uploaderChange') : node.label}</span>
      </button>
      {/* The real chooser, hidden: the button above is what a person sees and reaches. */}
      <input
        ref={input}
        type="file"
        className="edu-uploader__input"
        accept={node.accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          choose(event.target.files?.[0])
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
      {node.hint && !file && <p className="edu-uploader__hint">{node.hint}</p>}
      {progress !== undefined && (
        <div className="edu-uploader__progress">
          <div className="edu-uploader__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={ctx.t('uploaderProgress', progress)}>
            <div className="edu-uploader__bar" style={{ width: `${progress}%` }} />
          </div>
          <span className="edu-uploader__percent">{ctx.t('uploaderProgress', progress)}</span>
        </div>
      )}
    </div>
  )
}
