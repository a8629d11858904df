import type { WidgetProps } from '@rjsf/utils'
import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile'
import { formText } from '../../form-context'
import { shrinkPicture } from '../../../shared/picture'

/**
 * Pictures of an array-of-strings field (examination images): chosen from the album or the camera, shrunk on the
 * phone and kept in the value as data: URIs, so they are sent with the form and survive in its draft; the
 * backend stores them. `maxItems` of the schema caps the count.
 */
export function ImagesWidget({ id, value, onChange, disabled, readonly, schema, registry, label }: WidgetProps) {
  const urls: string[] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : 9
  const items: ImageUploadItem[] = urls.map((url) => ({ key: url.slice(-32), url }))
  return (
    <div id={id} className="edu-form-images" role="group" aria-label={label}>
      <ImageUploader
        value={items}
        maxCount={max}
        disableUpload={disabled || readonly}
        deletable={!disabled && !readonly}
        accept="image/*"
        multiple
        onCountExceed={() => Toast.show({ content: formText(registry, 'imageCount', max) })}
        upload={async (file) => {
          try {
            return { url: await shrinkPicture(file) }
          } catch (e) {
            Toast.show({ content: formText(registry, 'imageReadFailed') })
            throw e
          }
        }}
        onChange={(next) => onChange(next.map((item) => item.url))}
        // antd-mobile draws its pictures without alt text and its delete mark as a bare span: draw our own cell.
        renderItem={(_, item, all) => {
          const index = all.indexOf(item)
          const editable = !disabled && !readonly
          return (
            <div className="adm-image-uploader-cell edu-form-images-cell">
              <img className="adm-image-uploader-cell-image" src={item.url} alt={formText(registry, 'imageOf', label, index + 1)} />
              {editable && (
                <button
                  type="button"
                  className="edu-form-images-delete"
                  aria-label={formText(registry, 'deleteImage', index + 1)}
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              )}
            </div>
          )
        }}
      />
    </div>
  )
}
