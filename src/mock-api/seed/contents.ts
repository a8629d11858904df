// The articles, popular science, academic pieces and videos every screen shows: the home feeds, the knowledge
// and information lists, albums, and the detail pages all read this one list, so a title in a feed is the
// title of the page it opens. Fixed content; only the publish dates follow `now`.
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'
import { coverArt } from './art'
import { playableVideo } from './content-extras'
import { hospitalOf, titleOf } from './people'

export type ContentKind = 'news' | 'popular' | 'article' | 'video'

export interface SeedContent {
  id: string
  kind: ContentKind
  title: string
  summary: string
  author: string
  authorTitle: string
  hospitalName: string
  /** Days before now it was published. */
  daysAgo: number
  readCount: number
  likeCount: number
  /** Health-knowledge and information category. */
  category: string
  /** Who the piece is for: residents' home, doctors' home, or both. */
  audience: 'health' | 'doctor' | 'all'
  /** Markdown body. */
  body: string
  duration?: number
}

const doctors = [DEMO_DOCTOR, ...OTHER_DOCTORS]

export const KIND_LABELS: Record<ContentKind, string> = { news: '资讯', popular: '科普', article: '学术', video: '视频' }

/** Where each kind opens (SPEC §2 content link patterns). */
export function contentLink(content: Pick<SeedContent, 'id' | 'kind'>): string {
  switch (content.kind) {
    case 'news':
      return `/news/view/${content.id}`
    case 'popular':
      return `/popular/view/${content.id}`
    case 'article':
      return `/market/academic/view/${content.id}`
    case 'video':
      return `/pedia/video/detail/${content.id}`
  }
}

type Piece = [kind: ContentKind, category: string, audience: SeedContent['audience'], title: string, summary: string]

const pieces: Piece[] = [
  [
    'news',
    '政策资讯',
    'all',
    '国家卫健委：基层家庭医生签约服务覆盖面持续扩大',
    '重点人群签约服务覆盖率稳步提升，签约居民可享受慢病长处方、优先转诊等服务。',
  ],
  ['popular', '慢病管理', 'health', '血压高了一定要吃药吗？', '生活方式干预三个月仍不达标，或合并糖尿病、肾病的，应在医生指导下用药。'],
  [
    'article',
    '心血管',
    'doctor',
    '社区高血压患者自我管理干预效果观察',
    '对西湖区 412 名签约高血压患者开展为期一年的自我管理小组干预，血压控制率提高 17.6%。',
  ],
  ['popular', '肿瘤防治', 'health', '大便习惯改变，警惕结直肠癌', '便血、排便习惯改变超过两周，建议尽早做肠镜检查。'],
  [
    'news',
    '政策资讯',
    'all',
    '多地启动高血压、糖尿病“两病”医保用药保障专项行动',
    '参保居民门诊使用降压、降糖药物，政策范围内报销比例不低于 50%。',
  ],
  ['video', '慢病管理', 'all', '五分钟学会正确测量血压', '测量前静坐 5 分钟，袖带与心脏同高，连续测量两次取平均值。'],
  ['popular', '健康生活', 'health', '戒烟多久肺能恢复？', '戒烟 20 分钟心率下降，一年后冠心病风险减半，十年后肺癌风险下降一半。'],
  [
    'article',
    '肿瘤',
    'doctor',
    '家庭医生签约服务模式下的肿瘤筛查实践',
    '以签约居民为单位开展多癌种风险评估，高风险人群筛查依从性达 68.3%。',
  ],
  ['news', '医院动态', 'all', '社区卫生服务中心开展癌症早筛进社区活动', '北山街道社区卫生服务中心为 50 至 74 岁居民提供免费大便潜血检测。'],
  ['popular', '营养膳食', 'health', '老人吃饭越来越少，当心营养不良', '近三个月体重下降超过 5%，建议做一次营养风险筛查。'],
  ['video', '肿瘤防治', 'all', '癌症早筛：哪些人需要做低剂量CT', '50 岁以上、吸烟 20 包年以上或有肺癌家族史者，建议每年一次低剂量 CT。'],
  [
    'article',
    '内分泌',
    'doctor',
    '2型糖尿病患者基层随访中的胰岛素起始时机',
    '口服药物联合治疗 3 个月 HbA1c 仍高于 9%，应考虑起始基础胰岛素。',
  ],
  ['popular', '慢病管理', 'health', '降压药什么时候吃最好？', '多数长效降压药早晨服用即可，夜间高血压者可在医生指导下调整服药时间。'],
  ['news', '学术会议', 'doctor', '第十届基层慢病管理学术大会在杭州召开', '大会设置高血压、糖尿病、慢阻肺等 12 个分论坛，线上同步直播。'],
  ['popular', '健康生活', 'health', '冬季心脑血管病预防要点', '注意保暖，晨起动作放缓，规律服药，出现胸痛、口角歪斜立即就医。'],
  [
    'article',
    '呼吸',
    'doctor',
    '慢阻肺稳定期患者肺康复的社区实施路径',
    '以呼吸训练和有氧运动为核心，12 周康复后 6 分钟步行距离平均增加 42 米。',
  ],
  ['video', '营养膳食', 'all', '控盐小妙招：一天不超过 5 克', '用限盐勺，少吃腌制食品，学会看营养成分表中的钠含量。'],
  ['popular', '肿瘤防治', 'health', '体检发现肺结节，一定是癌吗？', '绝大多数肺结节是良性的，按医生建议定期复查 CT 即可。'],
  [
    'news',
    '政策资讯',
    'all',
    '浙江推进“健康大脑+”建设，居民电子健康档案全面开放查询',
    '居民可通过健康档案查询近五年的就诊、检查和体检记录。',
  ],
  ['popular', '母婴健康', 'health', '孩子发烧到多少度需要去医院？', '3 月龄以下婴儿发热，或精神差、持续高热超过 3 天，应及时就医。'],
  [
    'article',
    '全科医学',
    'doctor',
    '家庭医生团队中健康管理师的角色与分工',
    '健康管理师承担随访提醒与数据整理，医生人均随访工作量下降 31%。',
  ],
  ['video', '健康生活', 'all', '办公室八段锦：久坐人群的十分钟放松', '每工作一小时起身活动，简单的拉伸可以缓解颈肩腰背不适。'],
  ['popular', '营养膳食', 'health', '糖尿病人能吃水果吗？', '血糖平稳时可在两餐之间吃低升糖指数水果，每天 200 克左右。'],
  [
    'news',
    '医院动态',
    'all',
    '互联网医院上线慢病续方服务，复诊配药不用跑医院',
    '签约居民在线复诊后，药品可配送到家或到社区卫生服务中心自取。',
  ],
]

/** Every piece, newest first (id 1 is the newest). */
export const SEED_CONTENTS: readonly SeedContent[] = pieces.map(([kind, category, audience, title, summary], i) => {
  const author = doctors[i % doctors.length]
  return {
    id: String(i + 1),
    kind,
    title,
    summary,
    author: author.name,
    authorTitle: titleOf(author.accountCode),
    hospitalName: hospitalOf(author.accountCode),
    daysAgo: i * 2 + (i % 3),
    readCount: 1200 + ((i * 7919) % 46000),
    likeCount: 30 + ((i * 613) % 1900),
    category,
    audience,
    body: `## ${title}\n\n${summary}\n\n家庭医生团队结合最新临床指南整理了以下要点：\n\n- 规律监测，按时随访\n- 合理膳食，适量运动\n- 遵医嘱用药，不要自行停药\n\n如有不适，请及时就医或联系您的家庭医生。`,
    ...(kind === 'video' ? { duration: playableVideo(String(i + 1)).duration } : {}),
  }
})

export function findContent(id: string): SeedContent | undefined {
  return SEED_CONTENTS.find((c) => c.id === id)
}

/** A piece as lists show it. */
export function contentCard(content: SeedContent, now: Date) {
  return {
    contentId: content.id,
    contentType: content.kind,
    typeLabel: KIND_LABELS[content.kind],
    title: content.title,
    summary: content.summary,
    coverUrl: coverArt(KIND_LABELS[content.kind], content.title, Number(content.id.replace(/\D/g, '')) || 0),
    author: content.author,
    authorTitle: content.authorTitle,
    hospitalName: content.hospitalName,
    publishTime: now.getTime() - content.daysAgo * 86_400_000,
    readCount: content.readCount,
    category: content.category,
    link: contentLink(content),
    ...(content.duration !== undefined ? { duration: content.duration } : {}),
  }
}
