import { useState } from 'react'
import { staffApi } from '../staff/staff-api'
import { BANNER_GRADIENTS, type Banner } from './model'
import { SelectField, TextField } from './fields'
import { builderWording as w } from './wording'

const PICTURE = 'picture'
/** The service's limit (server/screens-service/assets.ts), said before the bytes are sent. */
const MAX_PICTURE_BYTES = 2 * 1024 * 1024
const CUSTOM = 'custom'

const fits = [
  ['cover', w.bannerFitCover],
  ['contain', w.bannerFitContain],
] as const

/** Which background the banner has: a preset gradient by name, a gradient written in the JSON, or a picture. */
function backgroundOf(banner: Banner): string {
  if (banner.picture) return PICTURE
  const preset = BANNER_GRADIENTS.find(([, , g]) => JSON.stringify(g) === JSON.stringify(banner.gradient))
  return preset ? preset[0] : CUSTOM
}

/** The banner's words and background: one of a few gradients, or a picture by address. */
export function BannerFields(props: { banner: Banner; onChange: (banner: Banner) => void; staffToken: string }) {
  const { banner, onChange, staffToken } = props
  const [upload, setUpload] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const background = backgroundOf(banner)
  const options: (readonly [string, string])[] = BANNER_GRADIENTS.map(([key, name]) => [key, name] as const)
  if (background === CUSTOM) options.push([CUSTOM, w.bannerCustom])
  options.push([PICTURE, w.bannerPicture])
  const choose = (key: string) => {
    const { gradient: _g, picture: _p, ...words } = banner
    if (key === PICTURE) onChange({ ...words, picture: { src: '', fit: 'cover' } })
    else if (key !== CUSTOM) onChange({ ...words, gradient: BANNER_GRADIENTS.find(([k]) => k === key)?.[2] })
  }
  const picture = banner.picture
  const send = async (file: File | undefined) => {
    if (!file || !picture) return
    if (!staffToken.trim()) {
      setUpload({ busy: false, message: w.uploadNeedsToken })
      return
    }
    if (file.size > MAX_PICTURE_BYTES) {
      setUpload({ busy: false, message: w.uploadTooLarge })
      return
    }
    setUpload({ busy: true })
    const answer = await staffApi.uploadAsset(staffToken.trim(), file)
    if (answer.ok) {
      onChange({ ...banner, picture: { ...picture, src: answer.data.url } })
      setUpload({ busy: false, message: w.uploaded })
    } else setUpload({ busy: false, message: answer.message })
  }
  return (
    <>
      <TextField label={w.bannerTitle} value={banner.title} onChange={(title) => onChange({ ...banner, title })} />
      <TextField label={w.bannerSubtitle} value={banner.subtitle} onChange={(subtitle) => onChange({ ...banner, subtitle })} />
      <SelectField label={w.bannerBackground} value={background} options={options} onChange={choose} />
      {picture && (
        <>
          <TextField
            label={w.bannerPictureSrc}
            value={picture.src}
            hint={w.bannerPictureHint}
            onChange={(src) => onChange({ ...banner, picture: { ...picture, src } })}
          />
          <div className="edu-builder__upload">
            <label className="edu-builder__button">
              {upload.busy ? w.uploading : w.uploadPicture}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                disabled={upload.busy}
                onChange={(e) => {
                  void send(e.target.files?.[0])
                  e.target.value = ''
                }}
              />
            </label>
            {upload.message && <small role="status">{upload.message}</small>}
          </div>
          <SelectField
            label={w.bannerFit}
            value={picture.fit}
            options={fits}
            onChange={(fit) => onChange({ ...banner, picture: { ...picture, fit } })}
          />
        </>
      )}
    </>
  )
}
