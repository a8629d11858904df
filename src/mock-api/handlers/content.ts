import { createRandom } from '../seed/prng'
import { contentCard, findContent, SEED_CONTENTS } from '../seed/contents'
import { coverArt } from '../seed/art'
import { DEMO_DOCTOR, OTHER_DOCTORS } from '../seed/accounts'
import { DOCTOR_PROFILES } from '../seed/homepages'
import { liveState, playableVideo, seededComments } from '../seed/content-extras'
import { errors } from '../errors'
import type { MockComment, MockDoctorArticle, MockState } from '../state'
import { avatarDataUri } from '../seed/photo'
import { arg, me, paginate, text, whole, type CallContext, type CallHandler, defineHandlers } from './context'
import { findUploadedVideo, uploadedVideoPiece } from './uploaded-video'

// Content detail pages. Any id answers with a deterministic piece of that kind; the id is read from
// whichever parameter the page sends (id, contentId, contentCode, caseId, videoCode...). Seeded pieces and the
// articles doctors publish answer as themselves; likes, favourites and comments are kept in the world.
type Kind = 'news' | 'case' | 'video' | 'live' | 'doctorVideo' | 'popularScience' | 'article'

/** The content type (src/platform/content-link.ts) a detail call's pieces are liked and commented as. */
const contentTypeOf: Record<Kind, string> = {
  news: 'news',
  case: 'case',
  video: 'video',
  live: 'live',
  doctorVideo: 'contentVideo',
  popularScience: 'popular',
  article: 'article',
}

const titles: Record<Kind, string[]> = {
  news: [
    '国家卫健委：2025年基层家庭医生签约服务覆盖面持续扩大',
    '多地启动高血压、糖尿病“两病”医保用药保障专项行动',
    '社区卫生服务中心开展癌症早筛进社区活动',
  ],
  case: ['老年高血压合并慢性肾病一例的降压方案调整', '体检发现肺部磨玻璃结节的随访与处理', '胃镜随访中发现早期胃癌一例'],
  video: ['家庭医生如何开展高血压随访', '五分钟学会正确测量血压', '癌症早筛：哪些人需要做低剂量CT'],
  live: ['基层慢病管理直播课：血压控制目标解读', '多癌种早筛项目培训直播'],
  doctorVideo: ['陈医生讲：降压药什么时候吃最好', '冬季心脑血管病预防要点'],
  popularScience: ['血压高了一定要吃药吗？', '大便习惯改变，警惕结直肠癌', '戒烟多久肺能恢复？'],
  article: ['社区高血压患者自我管理干预效果观察', '家庭医生签约服务模式下的肿瘤筛查实践'],
}

const authors = ['陈立新', '赵德明', '孙丽华', '周海涛', '吴淑珍']
const idKeys = [
  'id',
  'contentId',
  'contentCode',
  'caseId',
  'videoCode',
  'videoId',
  'liveId',
  'liveVideoInfoCode',
  'articleId',
  'productId',
  'researchId',
  'code',
]

function contentId(context: CallContext): string {
  const args = Array.isArray(context.args) ? {} : context.args
  for (const key of idKeys) if (args[key] !== undefined && args[key] !== '' && args[key] !== null) return String(args[key])
  return '1'
}

/** A seeded piece keeps the title, author and body its list card showed. */
function seeded(id: string, now: Date) {
  const piece = findContent(id)
  if (!piece) return undefined
  const card = contentCard(piece, now)
  const author = [DEMO_DOCTOR, ...OTHER_DOCTORS].find((d) => d.name === piece.author)
  return {
    ...card,
    id,
    contentCode: id,
    likeCount: piece.likeCount,
    content: piece.body,
    ...(author ? { authorAccountCode: author.accountCode } : {}),
  }
}

const doctorName = (accountCode: string) => [DEMO_DOCTOR, ...OTHER_DOCTORS].find((d) => d.accountCode === accountCode)?.name ?? '医生'

/** A published article from the editor, as the article pages show it (its body is HTML, not Markdown). */
function published(article: MockDoctorArticle) {
  return {
    id: article.contentCode,
    contentId: article.contentCode,
    contentCode: article.contentCode,
    articleId: article.articleId,
    contentType: article.kind === 'popular' ? ('popular' as const) : ('article' as const),
    typeLabel: article.kind === 'popular' ? '科普' : '学术',
    title: article.title,
    summary: article.content.replace(/<[^>]*>/g, '').slice(0, 60),
    coverUrl: article.coverUrl ?? coverArt('学术', article.title, 3),
    author: doctorName(article.authorAccountCode),
    authorAccountCode: article.authorAccountCode,
    authorTitle: DOCTOR_PROFILES[article.authorAccountCode]?.title ?? '医师',
    hospitalName: DOCTOR_PROFILES[article.authorAccountCode]?.hospitalName ?? '',
    publishTime: article.updateTime,
    readCount: 1,
    likeCount: 0,
    category: article.kind === 'popular' ? '科普' : '学术',
    link: article.kind === 'popular' ? `/popular/view/${article.contentCode}` : `/market/academic/view/${article.contentCode}`,
    html: article.content,
  }
}

function findPublished(context: CallContext, id: string, kind?: 'popular') {
  return context.store.state.doctorArticles.find(
    (a) => a.kind === kind && a.status === 'PUBLISHED' && (a.contentCode === id || a.articleId === id),
  )
}

function generated(kind: Kind, id: string, now: Date) {
  let seed = 0
  for (const ch of id) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0
  const random = createRandom(seed)
  const title = random.pick(titles[kind])
  const published = new Date(now.getTime() - random.int(1, 400) * 86_400_000)
  return {
    id,
    contentCode: id,
    title,
    author: random.pick(authors),
    publishTime: published.getTime(),
    readCount: random.int(120, 48_000),
    likeCount: random.int(3, 2_000),
    coverUrl: coverArt(kind === 'live' ? '直播' : kind === 'case' ? '病例' : '视频', title, seed % 8),
    summary: `${title}。本文由大专家医生团队整理，仅供参考。`,
    content: `## ${title}\n\n家庭医生团队结合临床指南，对常见问题作出解答。如有不适，请及时就医。\n\n- 规律监测，按时随访\n- 合理膳食，适量运动\n- 遵医嘱用药，不要自行停药`,
    ...(kind === 'video' || kind === 'doctorVideo' || kind === 'live' ? { duration: playableVideo(id).duration } : {}),
  }
}

const reactionKey = (type: string, id: string) => `${type}:${id}`

/** The caller's like and favourite and the like count including the likes kept in the world. */
function reactionOf(context: CallContext, type: string, id: string, baseLikes: number) {
  // None kept yet for most pieces: the lookup may well miss.
  const kept = context.store.state.contentReactions[reactionKey(type, id)] as MockState['contentReactions'][string] | undefined
  const who = context.identity?.account.accountCode
  return {
    liked: !!who && !!kept?.likedBy.includes(who),
    favourited: !!who && !!kept?.favouritedBy.includes(who),
    likeCount: baseLikes + (kept?.likedBy.length ?? 0),
  }
}

/** The likes a piece had before anyone liked it here: what its detail call shows. */
function baseLikes(context: CallContext, type: string, id: string): number {
  const kind = (Object.keys(contentTypeOf) as Kind[]).find((k) => contentTypeOf[k] === type) ?? 'news'
  if ((kind === 'article' && findPublished(context, id)) || (kind === 'popularScience' && findPublished(context, id, 'popular'))) return 0
  return (seeded(id, context.now) ?? generated(kind, id, context.now)).likeCount
}

function detail(kind: Kind) {
  return (context: CallContext) => {
    const id = contentId(context)
    const type = contentTypeOf[kind]
    const answer = <P extends { id: string; likeCount: number }>(piece: P, extra: object) => {
      const commentCount =
        seededComments(type, piece.id, context.now).length + (context.store.state.contentComments[reactionKey(type, piece.id)]?.length ?? 0)
      return {
        ...piece,
        ...extra,
        contentType: type,
        ...reactionOf(context, type, piece.id, piece.likeCount),
        commentCount,
        allowComment: kind !== 'live',
      }
    }
    // A video uploaded in the app plays its own file (handlers/uploaded-video.ts).
    const uploaded = kind === 'video' ? findUploadedVideo(context, id) : undefined
    if (uploaded) return uploadedVideoPiece(context, uploaded).then((piece) => answer(piece, {}))
    const mine =
      kind === 'article' ? findPublished(context, id) : kind === 'popularScience' ? findPublished(context, id, 'popular') : undefined
    const piece = mine ? published(mine) : (seeded(id, context.now) ?? generated(kind, id, context.now))
    const video = kind === 'video' || kind === 'doctorVideo' || kind === 'live' ? playableVideo(piece.id) : {}
    const live = kind === 'live' ? liveState(piece.id, context.now) : {}
    return answer(piece, { ...video, ...live })
  }
}

function react(which: 'likedBy' | 'favouritedBy') {
  return (context: CallContext) => {
    const who = me(context).accountCode
    const type = text(context, 'contentType')
    const id = text(context, 'contentId')
    const on = arg(context, 'on') === true
    const key = reactionKey(type, id)
    context.store.update((state) => {
      const all = state.contentReactions
      const kept = all[key] ?? { likedBy: [], favouritedBy: [] }
      const others = kept[which].filter((code) => code !== who)
      state.contentReactions = { ...all, [key]: { ...kept, [which]: on ? [...others, who] : others } }
    })
    return reactionOf(context, type, id, baseLikes(context, type, id))
  }
}

const comments: CallHandler<'content.comments'> = (context) => {
  const type = text(context, 'contentType')
  const id = text(context, 'contentId')
  const kept = (context.store.state.contentComments[reactionKey(type, id)] ?? []).map(shownComment)
  const all = [...kept].reverse().concat(seededComments(type, id, context.now))
  return paginate(all, whole(context, 'current', 1), whole(context, 'size', 10))
}

const comment: CallHandler<'content.comment'> = (context) => {
  const account = me(context)
  const body = text(context, 'content').trim()
  if (!body) throw errors.badPayload('评论内容不能为空')
  const key = reactionKey(text(context, 'contentType'), text(context, 'contentId'))
  const made = context.store.update((state) => {
    state.serial++
    const entry = {
      commentId: `CM${state.serial}`,
      accountCode: account.accountCode,
      userName: account.name,
      content: body,
      createTime: context.now.getTime(),
    }
    state.contentComments = { ...state.contentComments, [key]: [...(state.contentComments[key] ?? []), entry] }
    return entry
  })
  return shownComment(made)
}

/** A kept comment as readers see it: no account code, a drawn avatar. */
function shownComment(c: MockComment) {
  return {
    commentId: c.commentId,
    userName: c.userName,
    content: c.content,
    createTime: c.createTime,
    avatar: avatarDataUri(c.userName.slice(0, 1), c.userName.length),
  }
}

export const contentHandlers = defineHandlers({
  'content.news': detail('news'),
  'content.caseDetails': detail('case'),
  'content.video': detail('video'),
  'content.live': detail('live'),
  'content.doctorVideo': detail('doctorVideo'),
  'content.doctorPopularScience': detail('popularScience'),
  'content.doctorArticle': detail('article'),
  'content.like': react('likedBy'),
  'content.favourite': react('favouritedBy'),
  'content.comments': comments,
  'content.comment': comment,
})

/** Seeded articles are listed by their author's name; the editor's by account. */
export function articlesOf(context: CallContext, accountCode: string) {
  const name = doctorName(accountCode)
  const mine = context.store.state.doctorArticles
    .filter((a) => !a.kind && a.authorAccountCode === accountCode && a.status === 'PUBLISHED')
    .map(published)
  const seededOnes = SEED_CONTENTS.filter((c) => c.kind === 'article' && c.author === name).map((c) => contentCard(c, context.now))
  return [...mine.sort((a, b) => b.publishTime - a.publishTime), ...seededOnes]
}
