// A small avatar as a data: URI (the surname on a coloured disc), so some residents have a photo
// without any image file; the others have none and the client shows its default man/woman picture.
import { CAPTION_FONT } from './caption-font'
import { escapeMarkup } from '../markup'
import { svgDataUri } from './svg-data'

const colours = ['#5b8ff9', '#5ad8a6', '#f6bd16', '#e8684a', '#6dc8ec', '#9270ca', '#ff9d4d', '#269a99']

export function avatarDataUri(surname: string, colourIndex: number): string {
  const colour = colours[colourIndex % colours.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="${CAPTION_FONT}">${escapeMarkup(surname)}</text></svg>`
  return svgDataUri(svg)
}
