import { MockApiError, errors } from '../errors'
import { formatDate, formatDateTime } from '../seed/codes'
import { airwayPicture, fileIcon, type BronchusStatus, type MockBronchusFile, type MockBronchusUpload } from '../seed/special-services'
import type { MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { changeSpecialServices, specialServices } from './special-world'

// Bronchoscopy uploads: a doctor sends a patient's examination (pictures and reports) for an expert to review;
// his list with the review state; one upload with its pictures, files and the expert's opinion.

/** How long the backend takes over the files once it has them: the client's progress and its cancel show meanwhile. */
export const BRONCHUS_UPLOAD_MS = 1200
/** A picture up to this size is kept as it was sent; a larger one is shown by a drawn preview (the world lives in localStorage). */
const KEEP_PICTURE_BYTES = 300 * 1024

const STATUS_NAMES: Record<BronchusStatus, string> = { REVIEWING: '待审阅', REVIEWED: '已审阅', RETURNED: '已退回' }
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp)$/i

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

async function dataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`
}

/** The files as kept: the multipart parts when there are some, else the names the args carry. */
async function keptFiles(context: CallContext, uploadId: string): Promise<MockBronchusFile[]> {
  const parts = context.files?.files ?? []
  if (parts.length > 0) {
    return Promise.all(
      parts.map(async (file, i): Promise<MockBronchusFile> => {
        const image = file.type.startsWith('image/') || IMAGE_NAME.test(file.name)
        const small = image && file.type.startsWith('image/') && file.size <= KEEP_PICTURE_BYTES
        const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : ''
        return {
          fileId: `${uploadId}F${i + 1}`,
          name: file.name,
          size: file.size,
          kind: image ? 'image' : 'file',
          url: small ? await dataUrl(file) : image ? airwayPicture(file.name, i) : fileIcon(extension || 'file'),
        }
      }),
    )
  }
  const named = arg(context, 'files')
  const names = (Array.isArray(named) ? named : [named]).filter((n): n is string => typeof n === 'string' && n !== '')
  return names.map((name, i) => {
    const image = IMAGE_NAME.test(name)
    return {
      fileId: `${uploadId}F${i + 1}`,
      name,
      size: 0,
      kind: image ? 'image' : 'file',
      url: image ? airwayPicture(name, i) : fileIcon(name.split('.').pop() ?? 'file'),
    }
  })
}

function patientOf(state: MockState, code: string) {
  return state.residents.find((r) => r.residentAccountCode === code)
}

function item(state: MockState, u: MockBronchusUpload) {
  const patient = patientOf(state, u.patientAccountCode)
  const images = u.files.filter((f) => f.kind === 'image')
  return {
    uploadId: u.uploadId,
    patientName: patient?.residentName ?? '',
    patientGender: patient?.residentGender === '2' ? (2 as const) : (1 as const),
    patientAge: patient?.residentAge ?? null,
    examDate: u.examDate,
    examType: u.examType,
    status: u.status,
    statusName: STATUS_NAMES[u.status],
    fileCount: u.files.length,
    imageCount: images.length,
    uploadTime: u.uploadTime,
    cover: images.at(0)?.url ?? u.files.at(0)?.url ?? fileIcon('file'),
  }
}

const fileView = (f: MockBronchusFile) => ({ ...f, sizeText: f.size > 0 ? sizeText(f.size) : '' })

const upload: CallHandler<'bronchus.upload'> = async (context) => {
  const doctor = me(context)
  const patient = patientOf(context.store.state, text(context, 'patientAccountCode'))
  if (!patient) throw errors.notFound('患者')
  const examDate = text(context, 'examDate')
  if (examDate > formatDate(context.now)) throw new MockApiError('125000400', '检查日期不能晚于今天', 400)
  const uploads = specialServices(context.store.state, context.now).bronchusUploads
  const uploadId = `BU${String(uploads.reduce((n, u) => Math.max(n, Number(u.uploadId.slice(2))), 0) + 1).padStart(6, '0')}`
  const files = await keptFiles(context, uploadId)
  if (files.length === 0) throw errors.badPayload('files')
  await new Promise((resolve) => setTimeout(resolve, BRONCHUS_UPLOAD_MS))
  return changeSpecialServices(context, (services) => {
    services.bronchusUploads.unshift({
      uploadId,
      doctorAccountCode: doctor.accountCode,
      patientAccountCode: patient.residentAccountCode,
      examDate,
      examType: text(context, 'examType'),
      notes: text(context, 'notes').trim(),
      files,
      status: 'REVIEWING',
      uploadTime: formatDateTime(context.now),
      reviewer: null,
      reviewTime: null,
      reviewOpinion: null,
    })
    return { uploadId, fileCount: files.length, status: 'REVIEWING' }
  })
}

const list: CallHandler<'bronchus.uploads'> = (context) => {
  const doctor = me(context).accountCode
  const status = text(context, 'status')
  const { state } = context.store
  const mine = specialServices(state, context.now).bronchusUploads.filter(
    (u) => u.doctorAccountCode === doctor && (!status || status === 'ALL' || u.status === status),
  )
  const page = paginate(mine, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((u) => item(state, u)) }
}

const detail: CallHandler<'bronchus.uploadDetail'> = (context) => {
  const doctor = me(context).accountCode
  const { state } = context.store
  const found = specialServices(state, context.now).bronchusUploads.find(
    (u) => u.uploadId === text(context, 'id') && u.doctorAccountCode === doctor,
  )
  if (!found) throw errors.notFound('上传记录')
  const images = found.files.filter((f) => f.kind === 'image').map(fileView)
  return {
    ...item(state, found),
    patientAccountCode: found.patientAccountCode,
    notes: found.notes,
    files: found.files.map(fileView),
    images,
    documents: found.files.filter((f) => f.kind === 'file').map(fileView),
    imageUrls: images.map((f) => f.url),
    reviewer: found.reviewer,
    reviewTime: found.reviewTime,
    reviewOpinion: found.reviewOpinion,
  }
}

export const bronchusHandlers = defineHandlers({
  'bronchus.upload': upload,
  'bronchus.uploads': list,
  'bronchus.uploadDetail': detail,
})
