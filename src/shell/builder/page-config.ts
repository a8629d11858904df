// The builder's page to the screen config it publishes, and back. The config is the one `screens check` and the
// screens service accept: the activity route, a banner (the `banner` node, named `banner`), and a
// questionnaire node whose answers are posted as the page's entry (screens.submitEntry). A config of another
// shape cannot be shown in the builder: `pageFromConfig` says why, and the JSON view keeps the text.
import { newBanner, type Banner, type BannerGradient, type BannerPicture, type BuilderPage, type Survey } from './model'

const SCHEMA = '../../schemas/screen.schema.json'
export const SURVEY_NODE_ID = 'survey'
const BANNER_NODE_ID = 'banner'

type Json = Record<string, unknown>

function bannerNode(banner: Banner): Json {
  return {
    type: 'banner',
    id: BANNER_NODE_ID,
    title: banner.title,
    ...(banner.subtitle ? { subtitle: banner.subtitle } : {}),
    ...(banner.gradient ? { gradient: banner.gradient } : {}),
    ...(banner.picture ? { picture: banner.picture } : {}),
  }
}

export function configFromPage(page: BuilderPage): Json {
  const survey: Json = { type: 'questionnaire', id: SURVEY_NODE_ID, questionnaire: page.survey, submit: submitOf(page.token) }
  return {
    $schema: SCHEMA,
    id: `activity/${page.token}`,
    routes: [{ path: `/activity/page/${page.token}`, auth: page.auth }],
    title: page.title,
    body: page.banner ? [bannerNode(page.banner), survey] : [survey],
  }
}

const submitOf = (token: string) => [{ action: 'call', call: 'screens.submitEntry', args: { token, values: '{{ form.answers }}' } }]

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

export type Parsed = { page: BuilderPage } | { problem: string }

const isGradient = (v: unknown): v is BannerGradient =>
  isObject(v) && Array.isArray(v.colors) && v.colors.every((c) => typeof c === 'string') && typeof v.angle === 'number'
const isPicture = (v: unknown): v is BannerPicture => isObject(v) && typeof v.src === 'string' && (v.fit === 'cover' || v.fit === 'contain')

function parseBanner(node: Json): Banner | undefined {
  if (node.id !== BANNER_NODE_ID) return
  if (node.type === 'banner') {
    const extra = Object.keys(node).filter((key) => !['type', 'id', 'title', 'subtitle', 'gradient', 'picture'].includes(key))
    if (extra.length || typeof node.title !== 'string' || !['string', 'undefined'].includes(typeof node.subtitle)) return
    if ((node.gradient !== undefined && !isGradient(node.gradient)) || (node.picture !== undefined && !isPicture(node.picture))) return
    const banner: Banner = { title: node.title, subtitle: typeof node.subtitle === 'string' ? node.subtitle : '' }
    if (node.gradient) banner.gradient = node.gradient
    if (node.picture) banner.picture = node.picture
    return banner
  }
  // The builder's first banners were a stack of one or two texts: read as a banner on the default gradient.
  const lines = node.body
  if (node.type !== 'stack' || !Array.isArray(lines) || lines.length < 1 || lines.length > 2) return
  const texts = lines.map((line) => (isObject(line) && line.type === 'text' && typeof line.text === 'string' ? line.text : undefined))
  if (texts.some((text) => text === undefined)) return
  return { ...newBanner(texts[0] ?? ''), subtitle: texts[1] ?? '' }
}

/** A config the builder wrote (or one of the same shape) back to its page; anything else is named, not guessed. */
export function pageFromConfig(config: unknown): Parsed {
  if (!isObject(config)) return { problem: '配置应为一个 JSON 对象' }
  const extra = Object.keys(config).filter((key) => !['$schema', 'id', 'routes', 'title', 'body'].includes(key))
  if (extra.length) return { problem: `搭建器不处理这些属性：${extra.join('、')}` }
  const route = Array.isArray(config.routes) && config.routes.length === 1 && isObject(config.routes[0]) ? config.routes[0] : undefined
  const path = typeof route?.path === 'string' ? /^\/activity\/page\/([A-Za-z0-9_-]{1,64})$/.exec(route.path) : null
  if (!route || !path) return { problem: '搭建器只处理一个路由、地址为 /activity/page/{token} 的活动页面' }
  const auth = route.auth === 'login' ? 'login' : route.auth === 'none' ? 'none' : undefined
  if (!auth) return { problem: '搭建器只处理 auth 为 none 或 login 的页面' }
  const body = Array.isArray(config.body) ? config.body.filter(isObject) : []
  const survey = body.at(-1)
  if (body.length !== (Array.isArray(config.body) ? config.body.length : -1) || !survey || body.length > 2) {
    return { problem: '搭建器只处理“横幅（可选）+ 一个问卷”的页面正文' }
  }
  const banner = body.length === 2 ? parseBanner(body[0]) : null
  if (banner === undefined) return { problem: '正文第一项不是搭建器写的横幅（id 为 banner 的横幅节点）' }
  if (survey.type !== 'questionnaire' || !isObject(survey.questionnaire))
    return { problem: '正文最后一项应为写在页面里的问卷（questionnaire 节点）' }
  if (JSON.stringify(survey.submit) !== JSON.stringify(submitOf(path[1]))) {
    return { problem: '问卷的 submit 不是搭建器写的“提交到 screens.submitEntry”，请在 JSON 中编辑' }
  }
  const q = survey.questionnaire
  if (!Array.isArray(q.pages) || !Array.isArray(q.bands)) return { problem: '问卷应有 pages 和 bands 两个列表' }
  return {
    page: { token: path[1], title: typeof config.title === 'string' ? config.title : '', auth, banner, survey: q as unknown as Survey },
  }
}

/** The config as the JSON view and `screens check` want it: two-space indent, one trailing newline. */
export const configText = (page: BuilderPage) => `${JSON.stringify(configFromPage(page), null, 2)}\n`
