// Pictures the embedded backend hands out (hospital photos, notice covers, advertisements, icons) as
// data: URIs of small generated SVGs: a gradient with a Chinese caption. Nothing is hot-linked, nothing
// needs a file, and the same input always draws the same picture.
import { CAPTION_FONT } from './caption-font'
import { escapeMarkup } from '../markup'
import { svgDataUri } from './svg-data'

export interface PictureSpec {
  width: number
  height: number
  /** The gradient's two colours, top-left to bottom-right. */
  from: string
  to: string
  caption: string
  /** A smaller second line under the caption. */
  note?: string
}

export const gradients: ReadonlyArray<readonly [string, string]> = [
  ['#36cfc9', '#1677ff'],
  ['#5b8ff9', '#9270ca'],
  ['#5ad8a6', '#269a99'],
  ['#ff9d4d', '#e8684a'],
  ['#f6bd16', '#ff7a45'],
  ['#6dc8ec', '#3a78f2'],
  ['#ff85c0', '#9254de'],
  ['#95de64', '#389e0d'],
]

export function pictureDataUri(spec: PictureSpec): string {
  const { width: w, height: h } = spec
  const size = Math.round(Math.min(h / 5, (w * 0.8) / Math.max(spec.caption.length, 1)))
  const captionY = spec.note ? Math.round(h / 2) : Math.round(h / 2 + size / 3)
  const note = spec.note
    ? `<text x="${w / 2}" y="${captionY + Math.round(size * 1.2)}" font-size="${Math.round(size * 0.5)}" text-anchor="middle" fill="#fff" fill-opacity=".85" font-family="${CAPTION_FONT}">${escapeMarkup(spec.note)}</text>`
    : ''
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" fill-opacity=".12"/>` +
    `<text x="${w / 2}" y="${captionY}" font-size="${size}" text-anchor="middle" fill="#fff" font-weight="bold" font-family="${CAPTION_FONT}">${escapeMarkup(spec.caption)}</text>` +
    note +
    `</svg>`
  return svgDataUri(svg)
}

/** A picture in the n-th gradient of the palette. */
export function paletteDataUri(index: number, width: number, height: number, caption: string, note?: string): string {
  const [from, to] = gradients[index % gradients.length]
  return pictureDataUri({ width, height, from, to, caption, ...(note ? { note } : {}) })
}
