// The files people upload to the embedded backend (videos from /video/upload), kept apart from the world in
// localStorage, which holds text only and a few megabytes at most. In the browser they live in IndexedDB, so an
// uploaded video still plays after a reload; in Node tests, in memory. A file may be gone when the world is not
// (another browser profile, cleared site data): the video's detail then says so instead of failing.
import { DEFAULT_API_BASE } from '../api/wire'

export interface UploadedFiles {
  put(code: string, file: Blob): Promise<void>
  get(code: string): Promise<Blob | undefined>
  clear(): Promise<void>
}

/** Where the embedded backend serves an uploaded file (a <video> src on the app's origin, as the CSP asks). */
export const UPLOADED_MEDIA_PATH = `${DEFAULT_API_BASE}/__media/uploads/`

export const uploadedMediaUrl = (code: string): string => `${UPLOADED_MEDIA_PATH}${encodeURIComponent(code)}`

export function memoryUploads(): UploadedFiles {
  const files = new Map<string, Blob>()
  return {
    put: (code, file) => {
      files.set(code, file)
      return Promise.resolve()
    },
    get: (code) => Promise.resolve(files.get(code)),
    clear: () => {
      files.clear()
      return Promise.resolve()
    },
  }
}

const STORE = 'files'

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, db: IDBDatabase, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = run(db.transaction(STORE, mode).objectStore(STORE))
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

/** Files in one IndexedDB database; where IndexedDB is refused (a private window), nothing is kept. */
export function indexedDbUploads(name: string): UploadedFiles {
  let opening: Promise<IDBDatabase | undefined> | undefined
  const open = () =>
    (opening ??= new Promise((resolve) => {
      try {
        const req = indexedDB.open(name, 1)
        req.onupgradeneeded = () => req.result.createObjectStore(STORE)
        req.onsuccess = () => {
          const db = req.result
          // Let the database be deleted (site data cleared, a test): close, and open again on the next use.
          db.onversionchange = () => {
            db.close()
            opening = undefined
          }
          resolve(db)
        }
        req.onerror = () => resolve(undefined)
      } catch {
        resolve(undefined)
      }
    }))
  return {
    async put(code, file) {
      const db = await open()
      if (db) await request((s) => s.put(file, code), db, 'readwrite')
    },
    async get(code) {
      const db = await open()
      if (!db) return undefined
      const found: unknown = await request((s) => s.get(code), db, 'readonly')
      return found instanceof Blob ? found : undefined
    },
    async clear() {
      const db = await open()
      if (db) await request((s) => s.clear(), db, 'readwrite')
    },
  }
}

/** A file as the <video> element asks for it: whole, or the byte range of its Range header. */
export function mediaResponse(file: Blob, range: string | null): Response {
  const type = file.type || 'video/webm'
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(file, { headers: { 'Content-Type': type, 'Content-Length': String(file.size), 'Accept-Ranges': 'bytes' } })
  }
  const size = file.size
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] !== '' && match[2] !== '' ? Math.min(Number(match[2]), size - 1) : size - 1
  if (start >= size || start > end) return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
  return new Response(file.slice(start, end + 1, type), {
    status: 206,
    headers: {
      'Content-Type': type,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  })
}
