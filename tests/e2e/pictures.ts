// Pictures the browser tests pick from the "album": what a phone's camera gives, in miniature. The fields that take
// them shrink them to JPEG on the phone (renderers/shared/picture.ts); the uploader sends them as they are.

/** A 4×3 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4YWMDRww4OQArRg8Bc3oMDAAAAABJRU5ErkJggg==',
  'base64',
)

/** A picked file of it, under a name the page may show. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })
