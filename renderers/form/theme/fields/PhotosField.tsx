import type { FieldProps } from '@rjsf/utils'
import { useRef, useState } from 'react'
import { formText } from '../../form-context'
import { loadPicture } from '../../../shared/load-picture'

/**
 * Photos taken or chosen on the phone (ID card sides, a practice certificate): each is compressed in the browser
 * (renderers/shared/picture.ts) and kept as a data: URL, shown as a preview with a remove button. A picture that cannot be
 * read says so and offers to choose again; the other photos stay. A string field holds one photo, an array field
 * up to its maxItems.
 */
export function PhotosField({ fieldPathId, formData, onChange, registry, schema, title, disabled, readonly, rawErrors }: FieldProps) {
  const multiple = schema.type === 'array'
  const photos: string[] = multiple
    ? Array.isArray(formData)
      ? formData.filter((p): p is string => typeof p === 'string')
      : []
    : typeof formData === 'string' && formData
      ? [formData]
      : []
  const max = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : 9) : 1
  const [state, setState] = useState<'idle' | 'processing' | 'failed'>('idle')
  const input = useRef<HTMLInputElement>(null)
  const label = title ?? schema.title ?? ''
  const save = (next: string[]) => onChange(multiple ? (next.length ? next : undefined) : next[0], fieldPathId.path)

  const chosen = async (files: FileList | null) => {
    const file = files?.[0]
    if (input.current) input.current.value = ''
    if (!file) return
    setState('processing')
    try {
      const photo = await loadPicture().then((picture) => picture.shrinkPicture(file))
      setState('idle')
      save(multiple ? [...photos, photo].slice(0, max) : [photo])
    } catch {
      setState('failed')
    }
  }
  const locked = disabled || readonly || state === 'processing'
  return (
    <div className="edu-form-photos" aria-invalid={rawErrors?.length ? true : undefined}>
      {photos.map((photo, i) => (
        <div className="edu-form-photos__item" key={i}>
          <img src={photo} alt={formText(registry, 'photoOf', multiple ? `${label} ${i + 1}` : label)} />
          {!locked && (
            <button
              type="button"
              className="edu-form-photos__remove"
              aria-label={`${formText(registry, 'photoRemove')} ${label}${multiple ? ` ${i + 1}` : ''}`}
              onClick={() => save(photos.filter((_, j) => j !== i))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {photos.length < max && (
        <button
          type="button"
          id={fieldPathId.$id}
          className="edu-form-photos__add"
          disabled={locked}
          onClick={() => input.current?.click()}
        >
          {state === 'processing'
            ? formText(registry, 'photoProcessing')
            : state === 'failed'
              ? formText(registry, 'photoRetake')
              : formText(registry, 'photoAdd')}
        </button>
      )}
      {state === 'failed' && (
        <div className="edu-form-photos__failed" role="alert">
          {formText(registry, 'photoFailed')}
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label={label}
        data-photos-for={fieldPathId.$id}
        onChange={(e) => void chosen(e.target.files)}
      />
    </div>
  )
}
