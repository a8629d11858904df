// What the screens service does, whoever asks over whatever transport: the app's two calls (a published page,
// a form's entry), and staff's drafts, publishing, versions, rollback and entries, each staff call refused
// unless the caller's token is a staff member's.
import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { ASSET_ID, assetId, assetUrl, MAX_ASSET_BYTES, pictureType, type Asset } from './assets.ts'
import { checkScreenSource } from '../../scripts/screens/check.ts'
import { formatProblem } from '../../src/engine/loaded-screen.ts'
import { checkAgainstSchema, type JsonSchema } from '../../src/mock-api/checks/schema-check.ts'
import { serviceErrors } from './errors.ts'
import { pageOfConfig, pagePath } from './pages.ts'
import {
  STAFF_ROLE,
  type Config,
  type Draft,
  type Entry,
  type EntryValue,
  type PageKey,
  type PublishedScreen,
  type ScreensStore,
  type Staff,
  type VersionInfo,
} from './store.ts'

const root = resolve(import.meta.dirname, '../..')
const entrySchema = JSON.parse(readFileSync(resolve(root, 'schemas/api/screen-entry-request.schema.json'), 'utf8')) as JsonSchema
const querySchema = JSON.parse(readFileSync(resolve(root, 'schemas/api/remote-screen-query.schema.json'), 'utf8')) as JsonSchema

function checkQuery(key: PageKey): void {
  const problem = checkAgainstSchema(key.id ? key : { token: key.token }, querySchema, () => undefined)
  if (problem) throw serviceErrors.badRequest(problem)
}

/** The screen checker's problems with a config published for `key` (as `screens check` reports a file). */
export function configProblems(key: PageKey, config: unknown): string[] {
  const file = `screens/published/${key.token}${key.id ? `-${key.id}` : ''}.json`
  // "$schema" leads an editor from the staff member's file to the schema; here it is read as from screens/published/.
  const named = config && typeof config === 'object' ? (config as { $schema?: unknown }).$schema : undefined
  const placed = typeof named === 'string' ? { ...(config as object), $schema: `../../schemas/${basename(named)}` } : config
  const problems = checkScreenSource(file, JSON.stringify(placed, null, 2)).problems.map(formatProblem)
  const page = pageOfConfig(config)
  if (!page || page.token !== key.token || page.id !== key.id) {
    problems.push(`${file}:/routes/0/path: 应为 ${pagePath(key)}（活动页面的地址由它的第一个路由决定）`)
  }
  return problems
}

/** Compared in constant time: how long a refusal takes says nothing of how much of a guess was right. */
function sameKey(kept: string, given: string): boolean {
  const a = Buffer.from(kept)
  const b = Buffer.from(given)
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b)
}

export interface ScreensService {
  published(key: PageKey): Promise<PublishedScreen>
  /** A page's draft for a preview link: no staff token, but the draft's preview key (else 活动页面不存在). */
  preview(key: PageKey, previewKey: string): Promise<PublishedScreen>
  submitEntry(body: unknown): Promise<{ entryId: number; submitTime: string; version: number }>
  /** The staff member a token belongs to; refuses anyone else (no token, an unknown one, another role). */
  staff(token: string | undefined): Promise<Staff>
  saveDraft(token: string | undefined, key: PageKey, config: unknown): Promise<Draft>
  draft(token: string | undefined, key: PageKey): Promise<Draft>
  /** Publishes `config`, or the saved draft when none is given; refused when the checker finds problems. */
  publish(token: string | undefined, key: PageKey, config?: unknown): Promise<{ version: number }>
  versions(token: string | undefined, key: PageKey): Promise<VersionInfo[]>
  rollback(token: string | undefined, key: PageKey, version: unknown): Promise<{ version: number }>
  entries(token: string | undefined, key: PageKey): Promise<Entry[]>
  /** Keeps a staff member's picture (PNG, JPEG or WebP, at most 2 MB); its address on this site. */
  uploadAsset(token: string | undefined, bytes: Uint8Array): Promise<{ id: string; url: string; contentType: string }>
  /** A kept picture, for anyone (pages show it); 404 when there is none. */
  asset(id: string): Promise<Asset>
}

export function createScreensService(store: ScreensStore): ScreensService {
  const staff = async (token: string | undefined): Promise<Staff> => {
    const found = token ? await store.staffByToken(token) : undefined
    if (!found || found.role !== STAFF_ROLE) throw serviceErrors.notStaff()
    return found
  }
  const checked = (key: PageKey, config: unknown): Config => {
    checkQuery(key)
    if (!config || typeof config !== 'object' || Array.isArray(config)) throw serviceErrors.badRequest('config 应为页面配置（JSON 对象）')
    const problems = configProblems(key, config)
    if (problems.length) throw serviceErrors.badConfig(problems)
    return config as Config
  }
  const published = async (key: PageKey) => {
    checkQuery(key)
    const page = await store.published(key)
    if (!page) throw serviceErrors.pageNotFound()
    return page
  }
  const hasPage = async (key: PageKey) => {
    if ((await store.versions(key)).length === 0 && !(await store.draft(key))) throw serviceErrors.pageNotFound()
  }

  return {
    published,
    staff,

    async preview(key, previewKey) {
      checkQuery(key)
      const draft = await store.draft(key)
      // A wrong key and no draft answer alike, so a link cannot be used to learn which pages have drafts.
      if (!draft || !sameKey(draft.previewKey, previewKey)) throw serviceErrors.pageNotFound()
      return { token: key.token, id: key.id, version: 0, publishTime: draft.saveTime, config: draft.config }
    },

    async submitEntry(body) {
      const problem = checkAgainstSchema(body, entrySchema, () => undefined)
      if (problem) throw serviceErrors.badRequest(problem)
      const { token, id, values } = body as { token: string; id?: string; values: Record<string, EntryValue> }
      const key = { token, id: id ?? null }
      const page = await published(key)
      const entry = await store.addEntry(key, page.version, values)
      return { entryId: entry.entryId, submitTime: entry.submitTime, version: entry.version }
    },

    async saveDraft(token, key, config) {
      const who = await staff(token)
      checkQuery(key)
      if (!config || typeof config !== 'object' || Array.isArray(config)) throw serviceErrors.badRequest('config 应为页面配置（JSON 对象）')
      // A draft may still have problems: it is work in progress; publishing checks it.
      await store.saveDraft(key, config as Config, who.name)
      const saved = await store.draft(key)
      if (!saved) throw serviceErrors.pageNotFound()
      return saved
    },

    async draft(token, key) {
      await staff(token)
      checkQuery(key)
      const saved = await store.draft(key)
      if (!saved) throw serviceErrors.pageNotFound()
      return saved
    },

    async publish(token, key, config) {
      const who = await staff(token)
      checkQuery(key)
      const source = config ?? (await store.draft(key))?.config
      if (source === undefined) throw serviceErrors.noDraft()
      return { version: await store.publish(key, checked(key, source), who.name) }
    },

    async versions(token, key) {
      await staff(token)
      checkQuery(key)
      const versions = await store.versions(key)
      if (versions.length === 0) throw serviceErrors.pageNotFound()
      return versions
    },

    async rollback(token, key, version) {
      await staff(token)
      checkQuery(key)
      if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw serviceErrors.badRequest('version 应为正整数')
      await hasPage(key)
      if (!(await store.rollback(key, version))) throw serviceErrors.versionNotFound(version)
      return { version }
    },

    async entries(token, key) {
      await staff(token)
      checkQuery(key)
      await hasPage(key)
      return store.entries(key)
    },

    async uploadAsset(token, bytes) {
      const who = await staff(token)
      if (bytes.length === 0) throw serviceErrors.badRequest('请选择一张图片')
      if (bytes.length > MAX_ASSET_BYTES) throw serviceErrors.assetTooLarge()
      const contentType = pictureType(bytes)
      if (!contentType) throw serviceErrors.badRequest('只能上传 PNG、JPEG 或 WebP 图片')
      const id = assetId(bytes)
      await store.addAsset({ id, contentType, bytes }, who.name)
      return { id, url: assetUrl(id), contentType }
    },

    async asset(id) {
      const found = ASSET_ID.test(id) ? await store.asset(id) : undefined
      if (!found) throw serviceErrors.assetNotFound()
      return found
    },
  }
}
