// A chosen picture as a data: address, scaled down so an article with a few photos stays small enough to save.
const MAX_WIDTH = 1080

export async function pictureOf(file: File): Promise<string> {
  const original = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
  if (file.type === 'image/svg+xml' || file.type === 'image/gif') return original
  const image = new Image()
  image.src = original
  try {
    await image.decode()
  } catch {
    return original
  }
  if (image.naturalWidth <= MAX_WIDTH) return original
  const canvas = document.createElement('canvas')
  canvas.width = MAX_WIDTH
  canvas.height = Math.round((image.naturalHeight * MAX_WIDTH) / image.naturalWidth)
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
  return canvas.toDataURL('image/jpeg', 0.85)
}
