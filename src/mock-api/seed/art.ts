// The embedded backend's pictures: banners, icons and covers drawn as small SVG data: URIs, so no image is
// hot-linked and none needs a file. Each is a gradient with a caption or a glyph; the same input gives the same
// picture.
import { CAPTION_FONT } from './caption-font'
import { escapeMarkup } from '../markup'
import { svgDataUri as uri } from './svg-data'

const palettes: ReadonlyArray<readonly [string, string]> = [
  ['#4c9bff', '#1a5fd6'],
  ['#36cfc9', '#08979c'],
  ['#ffa940', '#d46b08'],
  ['#73d13d', '#389e0d'],
  ['#9254de', '#531dab'],
  ['#ff7875', '#cf1322'],
  ['#40a9ff', '#0050b3'],
  ['#ffc53d', '#d48806'],
]

const gradient = (i: number) => {
  const [from, to] = palettes[i % palettes.length]
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

/** A 750×300 banner: a title and a line under it. */
export function bannerArt(title: string, line: string, palette: number): string {
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">${gradient(palette)}` +
      `<rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="60" r="150" fill="#fff" opacity=".12"/>` +
      `<circle cx="700" cy="270" r="90" fill="#fff" opacity=".1"/>` +
      `<text x="48" y="140" font-size="52" font-weight="bold" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(title)}</text>` +
      `<text x="48" y="200" font-size="30" fill="#fff" opacity=".9" font-family="${CAPTION_FONT}">${escapeMarkup(line)}</text></svg>`,
  )
}

/** A 96×96 rounded icon with one or two characters on it. */
export function iconArt(glyph: string, palette: number): string {
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${gradient(palette)}` +
      `<rect width="96" height="96" rx="28" fill="url(#g)"/>` +
      `<text x="48" y="${glyph.length > 1 ? 58 : 63}" font-size="${glyph.length > 1 ? 28 : 40}" text-anchor="middle" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(glyph)}</text></svg>`,
  )
}

/** A tab-bar icon: a plain shape in grey, or in the brand blue when selected. */
export function tabIconArt(shape: 'home' | 'brain' | 'heart' | 'message' | 'user', selected: boolean): string {
  const colour = selected ? '#1677ff' : '#8c8c8c'
  const paths: Record<typeof shape, string> = {
    home: 'M8 22 24 8l16 14v18H30V30h-12v10H8z',
    brain: 'M24 8c-8 0-14 6-14 13 0 4 2 7 4 9v10h20V30c2-2 4-5 4-9 0-7-6-13-14-13zm-4 12h8m-4-4v8',
    heart: 'M24 40 9 26C4 21 6 11 14 10c4 0 7 3 10 6 3-3 6-6 10-6 8 1 10 11 5 16z',
    message: 'M8 10h32v22H20l-8 7v-7H8z',
    user: 'M24 24a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm-14 16c0-8 6-12 14-12s14 4 14 12z',
  }
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
      `<path d="${paths[shape]}" fill="${selected ? colour : 'none'}" stroke="${colour}" stroke-width="3" stroke-linejoin="round"/></svg>`,
  )
}

/** A 4:3 cover for a piece of content: its kind and the start of its title. */
export function coverArt(kind: string, title: string, palette: number): string {
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">${gradient(palette)}` +
      `<rect width="240" height="180" fill="url(#g)"/><circle cx="200" cy="30" r="70" fill="#fff" opacity=".12"/>` +
      `<text x="20" y="48" font-size="18" fill="#fff" opacity=".85" font-family="${CAPTION_FONT}">${escapeMarkup(kind)}</text>` +
      `<text x="20" y="110" font-size="24" font-weight="bold" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(title.slice(0, 8))}</text></svg>`,
  )
}
