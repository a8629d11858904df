import type { PeoplePage } from '../../generated/api'
import { errors } from '../errors'
import { avatarDataUri } from '../seed/photo'
import { contentCard, SEED_CONTENTS, type SeedContent } from '../seed/contents'
import { DOCTOR_PROFILES } from '../seed/homepages'
import type { MockAccount, MockState } from '../state'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'

// User homepages: a doctor's profile, his content, fans and follows, and following him. Content is matched by
// author: the seed's pieces whose author is the homepage owner, and what he published in the app
// (state.doctorArticles, the article editor's, published ones), newest first.

function follows(state: MockState): Record<string, string[]> {
  return state.follows
}

interface Person {
  accountCode: string
  name: string
  avatar: string
  intro: string
}

function person(state: MockState, accountCode: string, index: number): Person | undefined {
  const account = state.accounts.find((a) => a.accountCode === accountCode)
  if (account) {
    const profile = DOCTOR_PROFILES[accountCode]
    return {
      accountCode,
      name: account.name,
      avatar: avatarDataUri(account.name.slice(0, 1), index),
      intro: profile ? `${profile.hospitalName} ${profile.department} ${profile.title}` : '大专家用户',
    }
  }
  const resident = state.residents.find((r) => r.residentAccountCode === accountCode)
  if (!resident) return undefined
  return {
    accountCode,
    name: resident.residentName,
    avatar: resident.profilePhoto ?? avatarDataUri(resident.residentName.slice(0, 1), index),
    intro: '大专家用户',
  }
}

function owner(context: CallContext, key: string): MockAccount {
  const code = text(context, key)
  const account = context.store.state.accounts.find((a) => a.accountCode === code || a.userCode === code)
  if (!account) throw errors.notFound('用户')
  return account
}

/** Everything the owner wrote: what he published in the article editor first (newest first), then the seed's. */
export function authoredContents(state: MockState, account: MockAccount, now: Date): SeedContent[] {
  const details = DOCTOR_PROFILES[account.accountCode]
  const published = state.doctorArticles
    .filter((a) => a.authorAccountCode === account.accountCode && a.status === 'PUBLISHED')
    .sort((a, b) => b.updateTime - a.updateTime)
    .map((a): SeedContent => ({
      id: a.contentCode,
      kind: 'article',
      title: a.title,
      summary: a.content.replace(/<[^>]*>/g, '').slice(0, 60),
      author: account.name,
      authorTitle: details?.title ?? '',
      hospitalName: details?.hospitalName ?? '',
      daysAgo: Math.max(0, (now.getTime() - a.updateTime) / 86_400_000),
      readCount: 0,
      likeCount: 0,
      category: '学术',
      audience: 'doctor',
      body: '',
    }))
  const videos = state.uploadedVideos
    .filter((v) => v.authorAccountCode === account.accountCode)
    .map((v): SeedContent => ({
      id: v.contentCode,
      kind: 'video',
      title: v.title,
      summary: v.description ?? v.fileName,
      author: account.name,
      authorTitle: details?.title ?? '',
      hospitalName: details?.hospitalName ?? '',
      daysAgo: Math.max(0, (now.getTime() - v.uploadTime) / 86_400_000),
      readCount: 0,
      likeCount: 0,
      category: '视频',
      audience: 'doctor',
      body: '',
    }))
  return [...videos, ...published, ...SEED_CONTENTS.filter((c) => c.author === account.name)]
}

function fansOf(state: MockState, accountCode: string): string[] {
  return Object.entries(follows(state))
    .filter(([, followed]) => followed.includes(accountCode))
    .map(([fan]) => fan)
}

const profile: CallHandler<'homepage.profile'> = (context) => {
  const { state } = context.store
  const account = owner(context, 'accountCode')
  const details = DOCTOR_PROFILES[account.accountCode]
  const viewer = context.identity?.account.accountCode
  const contents = authoredContents(state, account, context.now)
  const edited = state.homepageEdits[account.accountCode]
  return {
    accountCode: account.accountCode,
    userCode: account.userCode,
    name: edited?.name || account.name,
    role: account.role,
    avatar: avatarDataUri(account.name.slice(0, 1), state.accounts.indexOf(account)),
    title: details?.title ?? '',
    hospitalName: details?.hospitalName ?? '',
    department: details?.department ?? '',
    intro: edited?.intro || details?.intro || '这个人很懒，还没有填写简介。',
    goodAt: edited ? edited.goodAt : (details?.goodAt ?? ''),
    fansCount: fansOf(state, account.accountCode).length,
    followCount: (follows(state)[account.accountCode] ?? []).length,
    contentCount: contents.length,
    followed: viewer !== undefined && (follows(state)[viewer] ?? []).includes(account.accountCode),
    isSelf: viewer === account.accountCode,
  }
}

const contents: CallHandler<'homepage.contents'> = (context) => {
  const account = owner(context, 'accountCode')
  const kind = text(context, 'kind')
  const all = authoredContents(context.store.state, account, context.now).filter((c) => !kind || c.kind === kind)
  const page = paginate(all, whole(context, 'current', 1), whole(context, 'size', 10))
  return { ...page, records: page.records.map((c) => contentCard(c, context.now)) }
}

function people(pick: (state: MockState, accountCode: string) => string[]) {
  // Both lists take the same arguments and answer the same page of people.
  return (context: CallContext<'homepage.fans' | 'homepage.followings'>): PeoplePage => {
    const { state } = context.store
    const account = owner(context, 'userId')
    const list = pick(state, account.accountCode)
      .map((code, i) => person(state, code, i))
      .filter((p): p is Person => p !== undefined)
      .map((p) => ({ ...p, link: state.accounts.some((a) => a.accountCode === p.accountCode) ? `/user/homepage/${p.accountCode}` : '' }))
    return paginate(list, whole(context, 'current', 1), whole(context, 'size', 20))
  }
}

const follow: CallHandler<'homepage.follow'> = (context) => {
  const viewer = me(context)
  const account = owner(context, 'accountCode')
  if (account.accountCode === viewer.accountCode) throw errors.forbidden('不能关注自己')
  const wanted = arg(context, 'follow') !== false
  return context.store.update((state) => {
    const graph = state.follows
    const mine = new Set(graph[viewer.accountCode] ?? [])
    if (wanted) mine.add(account.accountCode)
    else mine.delete(account.accountCode)
    graph[viewer.accountCode] = [...mine]
    return { followed: wanted, fansCount: fansOf(state, account.accountCode).length }
  })
}

/** One's own profile only: the userCode must be the caller's. */
const saveProfile: CallHandler<'homepage.saveProfile'> = (context) => {
  const caller = me(context)
  const account = owner(context, 'userCode')
  if (account.accountCode !== caller.accountCode) throw errors.forbidden('只能编辑自己的资料')
  const saved = { name: text(context, 'name').trim(), intro: text(context, 'intro').trim(), goodAt: text(context, 'goodAt').trim() }
  if (saved.name.length < 2) throw errors.badPayload('name')
  context.store.update((state) => {
    state.homepageEdits = { ...state.homepageEdits, [account.accountCode]: saved }
  })
  return { accountCode: account.accountCode, ...saved }
}

/** Doctors who wrote popular science (the seed's pieces and what they published in the app), most pieces first. */
const scienceContributors: CallHandler<'homepage.scienceContributors'> = (context) => {
  const { state } = context.store
  const rows = state.accounts
    .filter((a) => a.role === 'doctor' || DOCTOR_PROFILES[a.accountCode] !== undefined)
    .map((account) => {
      const popular = authoredContents(state, account, context.now).filter((c) => c.kind === 'popular')
      const details = DOCTOR_PROFILES[account.accountCode]
      const edited = state.homepageEdits[account.accountCode]
      return {
        accountCode: account.accountCode,
        name: edited?.name || account.name,
        avatar: avatarDataUri(account.name.slice(0, 1), state.accounts.indexOf(account)),
        title: details?.title ?? '',
        hospitalName: details?.hospitalName ?? '',
        department: details?.department ?? '',
        scienceCount: popular.length,
        readCount: popular.reduce((sum, c) => sum + c.readCount, 0),
        fansCount: fansOf(state, account.accountCode).length,
        latestTitle: popular[0]?.title ?? '',
        link: `/user/homepage/${account.accountCode}`,
      }
    })
    .filter((row) => row.scienceCount > 0)
    .sort((a, b) => b.scienceCount - a.scienceCount || b.readCount - a.readCount)
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 10))
}

/** How long the backend takes over a video once it has the file (transcoding, in the real one): the client's progress shows meanwhile. */
export const VIDEO_UPLOAD_MS = 1500

const uploadVideo: CallHandler<'content.videoUpload'> = async (context) => {
  const uploader = me(context)
  const title = text(context, 'title').trim()
  if (!title) throw errors.badPayload('title')
  const fileName = text(context, 'file')
  const description = text(context, 'description').trim()
  const file = context.files?.file?.[0]
  await new Promise((resolve) => setTimeout(resolve, VIDEO_UPLOAD_MS))
  const contentCode = context.store.update((state) => {
    const code = `UV${String(state.uploadedVideos.length + 1).padStart(4, '0')}`
    const size = file?.size ?? Number(text(context, 'size') || 0)
    state.uploadedVideos = [
      {
        contentCode: code,
        authorAccountCode: uploader.accountCode,
        title,
        fileName,
        size,
        uploadTime: context.now.getTime(),
        ...(description ? { description } : {}),
      },
      ...state.uploadedVideos,
    ]
    return code
  })
  // The file itself, for its detail page to play (handlers/uploaded-video.ts).
  if (file) await context.uploads?.put(contentCode, file)
  return { contentCode, title, fileName, accountCode: uploader.accountCode }
}

export const homepageHandlers = defineHandlers({
  'homepage.profile': profile,
  'homepage.contents': contents,
  'homepage.fans': people(fansOf),
  'homepage.followings': people((state, code) => follows(state)[code] ?? []),
  'homepage.follow': follow,
  'content.videoUpload': uploadVideo,
  'homepage.saveProfile': saveProfile,
  'homepage.scienceContributors': scienceContributors,
})
