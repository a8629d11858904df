// A chosen photo as a data: URI no wider or taller than MAX_SIDE, in JPEG: a phone photo (4 MB and more) would
// fill the draft's storage and the request; 1280 px keeps an examination sheet readable.
const MAX_SIDE = 1280

function asDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable picture')))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'))
    reader.readAsDataURL(file)
  })
}

export async function readPicture(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(`not a picture: ${file.type}`)
  // Pictures small enough, or a browser without bitmap decoding, are kept as chosen.
  if (file.size < 200_000 || typeof createImageBitmap !== 'function') return asDataUrl(file)
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  const context = canvas.getContext('2d')
  if (!context) return asDataUrl(file)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', 0.82)
}
