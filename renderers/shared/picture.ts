// Pictures chosen on the phone are made small in the browser before they are kept or sent: a phone photo is
// 3-8 MB, and a draft in local storage or a request holds few of those. Drawn on a canvas with the longest side
// at most `maxSide` and saved as JPEG (about 150-300 kB at 1280 px). One rule for every node that takes
// pictures: the form's photos and images, the article editor.
// Each loads it through load-picture.ts when a picture is picked, so no screen's first visit fetches it.
export const MAX_SIDE_PX = 1280
export const JPEG_QUALITY = 0.8

export interface ShrinkOptions {
  maxSide?: number
  quality?: number
}

/** The size the picture is drawn at: never larger than it is. */
export function fittedSize(width: number, height: number, maxSide = MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable picture')))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'))
    reader.readAsDataURL(file)
  })
}

/**
 * The picture as a data: URL no larger than `maxSide`; drawings and animations (SVG, GIF) are kept as they are.
 * Rejects when the file is not a picture the browser can read.
 */
export async function shrinkPicture(file: Blob, { maxSide = MAX_SIDE_PX, quality = JPEG_QUALITY }: ShrinkOptions = {}): Promise<string> {
  if (file.type === 'image/svg+xml' || file.type === 'image/gif') return readAsDataUrl(file)
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const { width, height } = fittedSize(image.naturalWidth, image.naturalHeight, maxSide)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas 2d context unavailable')
    // JPEG has no transparency: a white ground instead of black behind a transparent PNG.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(image, 0, 0, width, height)
    return canvas.toDataURL('image/jpeg', quality)
  } finally {
    URL.revokeObjectURL(url)
  }
}
