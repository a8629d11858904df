import type { WidgetProps } from '@rjsf/utils'
import { useRef, useState } from 'react'
import { formText, runFromField } from '../../form-context'
import { useOnDemand } from './useOnDemand'
import { loadPicture } from '../../../shared/load-picture'

/**
 * Pictures of an array-of-strings field (examination images): chosen from the album or the camera, several at a
 * time, shrunk on the phone and kept in the value as data: URIs, so they are sent with the form and survive in its
 * draft; the backend stores them. `maxItems` of the schema caps the count. A picture opens full screen when tapped
 * (antd-mobile's viewer, fetched then). Drawn with plain elements: antd-mobile's uploader would bring its viewer,
 * react-spring and @use-gesture into every form with pictures, before anyone taps one.
 */
export function ImagesWidget({ id, value, onChange, disabled, readonly, schema, registry, label }: WidgetProps) {
  const urls: string[] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : 9
  const [reading, setReading] = useState(false)
  const [shownIndex, setShownIndex] = useState(0)
  const viewer = useOnDemand(registry)
  const input = useRef<HTMLInputElement>(null)
  const editable = !disabled && !readonly && !reading
  const toast = (text: string) => void runFromField(registry, { action: 'toast', text })

  const add = async (files: File[]) => {
    if (input.current) input.current.value = ''
    const room = Math.max(0, max - urls.length)
    if (files.length > room) toast(formText(registry, 'imageCount', max))
    const taken = files.slice(0, room)
    if (!taken.length) return
    setReading(true)
    // A picture's code comes when the first one is picked; if it cannot, none of them is read.
    const pictures = await loadPicture()
      .then(({ shrinkPicture }) => Promise.allSettled(taken.map((file) => shrinkPicture(file))))
      .then(
        (read) => read.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
        () => [],
      )
    setReading(false)
    if (pictures.length < taken.length) toast(formText(registry, 'imageReadFailed'))
    if (pictures.length) onChange([...urls, ...pictures])
  }
  const show = (index: number) => {
    setShownIndex(index)
    viewer.show()
  }

  return (
    <div id={id} className="edu-form-photos" role="group" aria-label={label}>
      {urls.map((url, index) => (
        <div className="edu-form-photos__item" key={`${String(index)}-${url.slice(-16)}`}>
          <button type="button" className="edu-form-photos__open" onClick={() => show(index)} onPointerDown={viewer.reach}>
            <img src={url} alt={formText(registry, 'imageOf', label, index + 1)} />
          </button>
          {editable && (
            <button
              type="button"
              className="edu-form-photos__remove"
              aria-label={formText(registry, 'deleteImage', index + 1)}
              onClick={() => onChange(urls.filter((_, i) => i !== index))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {urls.length < max && !disabled && !readonly && (
        <button type="button" className="edu-form-photos__add" disabled={reading} onClick={() => input.current?.click()}>
          {formText(registry, reading ? 'photoProcessing' : 'imageAdd')}
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-label={label}
        data-photos-for={id}
        onChange={(e) => void add([...(e.target.files ?? [])])}
      />
      {viewer.parts && (
        <viewer.parts.ImageViewer.Multi images={urls} defaultIndex={shownIndex} visible={viewer.open} onClose={viewer.hide} />
      )}
    </div>
  )
}
