// Photos are made small in the browser before they travel (an ID card photo from a phone camera is 3-8 MB):
// drawn on a canvas with the longest side at most 1280 px and saved as JPEG at quality 0.8, about 150-300 kB.
export const MAX_SIDE_PX = 1280
export const JPEG_QUALITY = 0.8

/** The size the picture is drawn at: never larger than it is. */
export function fittedSize(width: number, height: number, maxSide = MAX_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The picture as a compressed JPEG data: URL; rejects when the file is not a picture the browser can read. */
export async function compressImage(file: Blob, maxSide = MAX_SIDE_PX, quality = JPEG_QUALITY): Promise<string> {
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
