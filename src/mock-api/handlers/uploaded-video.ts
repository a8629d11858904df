import { coverArt } from '../seed/art'
import { DOCTOR_PROFILES } from '../seed/homepages'
import type { MockUploadedVideo } from '../state'
import { uploadedMediaUrl } from '../uploads'
import type { CallContext } from './context'

// A video uploaded on /video/upload as its detail page (/pedia/video/detail/UV…) shows it: the uploader's title and
// description, and the file itself, served by the embedded backend from where it was kept (uploads.ts). When the
// file is gone (another browser, cleared site data) the piece says so: no source, and fileMissing for the page.

export function findUploadedVideo(context: CallContext, id: string): MockUploadedVideo | undefined {
  return context.store.state.uploadedVideos.find((v) => v.contentCode === id)
}

export async function uploadedVideoPiece(context: CallContext, video: MockUploadedVideo) {
  const file = await context.uploads?.get(video.contentCode)
  const account = context.store.state.accounts.find((a) => a.accountCode === video.authorAccountCode)
  const profile = Object.hasOwn(DOCTOR_PROFILES, video.authorAccountCode) ? DOCTOR_PROFILES[video.authorAccountCode] : undefined
  const posterUrl = coverArt('视频', video.title, video.contentCode.length + video.title.length)
  return {
    id: video.contentCode,
    contentId: video.contentCode,
    contentCode: video.contentCode,
    typeLabel: '视频',
    title: video.title,
    summary: video.description ?? video.title,
    content: video.description ?? '',
    author: account?.name ?? '医生',
    authorAccountCode: video.authorAccountCode,
    authorTitle: profile?.title ?? '',
    hospitalName: profile?.hospitalName ?? '',
    publishTime: video.uploadTime,
    readCount: 0,
    likeCount: 0,
    category: '视频',
    coverUrl: posterUrl,
    posterUrl,
    link: `/pedia/video/detail/${video.contentCode}`,
    fileName: video.fileName,
    playUrl: file ? uploadedMediaUrl(video.contentCode) : null,
    fileMissing: !file,
  }
}
