import { PictureUpload } from '../staff/PictureUpload'
import { BANNER_GRADIENTS, type Banner } from './model'
import { SelectField, TextField } from './fields'
import { builderWording as w } from './wording'

const PICTURE = 'picture'
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
          <PictureUpload
            staffToken={staffToken}
            uploadedText={w.uploaded}
            onUploaded={(src) => onChange({ ...banner, picture: { ...picture, src } })}
          />
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
