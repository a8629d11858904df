import { createRandom } from '../seed/prng'
import { contentCard, findContent } from '../seed/contents'
import type { CallContext, CallHandler } from './context'

// Content detail pages. Any id answers with a deterministic piece of that kind; the id is read from
// whichever parameter the page sends (id, contentId, contentCode, caseId, videoCode...).
type Kind = 'news' | 'case' | 'video' | 'live' | 'doctorVideo' | 'popularScience' | 'article'

const titles: Record<Kind, string[]> = {
  news: ['国家卫健委：2025年基层家庭医生签约服务覆盖面持续扩大', '多地启动高血压、糖尿病“两病”医保用药保障专项行动', '社区卫生服务中心开展癌症早筛进社区活动'],
  case: ['老年高血压合并慢性肾病一例的降压方案调整', '体检发现肺部磨玻璃结节的随访与处理', '胃镜随访中发现早期胃癌一例'],
  video: ['家庭医生如何开展高血压随访', '五分钟学会正确测量血压', '癌症早筛：哪些人需要做低剂量CT'],
  live: ['基层慢病管理直播课：血压控制目标解读', '多癌种早筛项目培训直播'],
  doctorVideo: ['陈医生讲：降压药什么时候吃最好', '冬季心脑血管病预防要点'],
  popularScience: ['血压高了一定要吃药吗？', '大便习惯改变，警惕结直肠癌', '戒烟多久肺能恢复？'],
  article: ['社区高血压患者自我管理干预效果观察', '家庭医生签约服务模式下的肿瘤筛查实践'],
}

const authors = ['陈立新', '赵德明', '孙丽华', '周海涛', '吴淑珍']
const idKeys = ['id', 'contentId', 'contentCode', 'caseId', 'videoCode', 'videoId', 'liveId', 'liveVideoInfoCode', 'articleId', 'code']

function contentId(context: CallContext): string {
  const args = Array.isArray(context.args) ? {} : context.args
  for (const key of idKeys) if (args[key] !== undefined && args[key] !== '') return String(args[key])
  return '1'
}

/** A seeded piece keeps the title, author and body its list card showed. */
function seeded(id: string, now: Date) {
  const piece = findContent(id)
  if (!piece) return undefined
  const card = contentCard(piece, now)
  return { ...card, id, contentCode: id, likeCount: piece.likeCount, content: piece.body }
}

function detail(kind: Kind): CallHandler {
  return (context) => {
    const id = contentId(context)
    const known = seeded(id, context.now)
    if (known) return known
    let seed = 0
    for (const ch of id) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0
    const random = createRandom(seed)
    const title = random.pick(titles[kind])
    const published = new Date(context.now.getTime() - random.int(1, 400) * 86_400_000)
    return {
      id,
      contentCode: id,
      title,
      author: random.pick(authors),
      publishTime: published.getTime(),
      readCount: random.int(120, 48_000),
      likeCount: random.int(3, 2_000),
      summary: `${title}。本文由大专家医生团队整理，仅供参考。`,
      content: `## ${title}\n\n家庭医生团队结合临床指南，对常见问题作出解答。如有不适，请及时就医。\n\n- 规律监测，按时随访\n- 合理膳食，适量运动\n- 遵医嘱用药，不要自行停药`,
      ...(kind === 'video' || kind === 'doctorVideo' || kind === 'live' ? { duration: random.int(180, 3600), coverUrl: null, playUrl: null } : {}),
    }
  }
}

export const contentHandlers: Record<string, CallHandler> = {
  'content.news': detail('news'),
  'content.caseDetails': detail('case'),
  'content.video': detail('video'),
  'content.live': detail('live'),
  'content.doctorVideo': detail('doctorVideo'),
  'content.doctorPopularScience': detail('popularScience'),
  'content.doctorArticle': detail('article'),
}
