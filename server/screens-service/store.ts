// The screens service's records: drafts, published versions (one of them live), who may publish, and the entries
// pages collect. Everything goes through `Sql`, so the embedded PGlite and a real Postgres run the same text.
import { createHash, randomBytes } from 'node:crypto'
import type { Asset, AssetType } from './assets.ts'
import { SCHEMA_SQL, type Sql } from './sql.ts'

export type Config = Record<string, unknown>

/** An activity route's token and, for /activity/page/{token}/{id}, its id. */
export interface PageKey {
  token: string
  id: string | null
}

export interface Staff {
  accountCode: string
  name: string
  /** Only 'staff' may write (save, publish, roll back) and read drafts, versions and entries. */
  role: string
}

export interface VersionInfo {
  version: number
  publishedBy: string
  publishTime: string
  live: boolean
}

export interface PublishedScreen {
  token: string
  id: string | null
  version: number
  publishTime: string
  config: Config
}

export interface Draft {
  config: Config
  savedBy: string
  saveTime: string
  /** Opens this draft without a staff token (a phone's preview link); kept for the page from its first draft on. */
  previewKey: string
}

export type EntryValue = string | number | boolean | string[]

export interface Entry {
  entryId: number
  version: number
  submitTime: string
  values: Record<string, EntryValue>
}

export const STAFF_ROLE = 'staff'

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** yyyy-MM-dd HH:mm:ss in China time, as the app shows every time. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

const pageId = (key: PageKey) => key.id ?? ''

/** 128 random bits, URL-safe: a preview link cannot be guessed from the page's token. */
const newPreviewKey = () => randomBytes(16).toString('base64url')

export interface ScreensStore {
  /** Creates the tables that are missing. */
  migrate(): Promise<void>
  isEmpty(): Promise<boolean>
  addStaff(staff: Staff, token: string): Promise<void>
  staffByToken(token: string): Promise<Staff | undefined>
  saveDraft(key: PageKey, config: Config, by: string): Promise<void>
  draft(key: PageKey): Promise<Draft | undefined>
  /** A new version, live at once; its number. */
  publish(key: PageKey, config: Config, by: string, at?: Date): Promise<number>
  /** Newest first. */
  versions(key: PageKey): Promise<VersionInfo[]>
  /** Makes an earlier (or later) version live again; false when the page has no such version. */
  rollback(key: PageKey, version: number): Promise<boolean>
  published(key: PageKey): Promise<PublishedScreen | undefined>
  addEntry(key: PageKey, version: number, values: Record<string, EntryValue>): Promise<Entry>
  /** Oldest first. */
  entries(key: PageKey): Promise<Entry[]>
  /** Keeps a picture (again: no change); who uploaded it first is kept. */
  addAsset(asset: Asset, by: string): Promise<void>
  asset(id: string): Promise<Asset | undefined>
}

interface VersionRow {
  version: number
  published_by: string
  publish_time: Date
  live: boolean
}

interface EntryRow {
  entry_id: number
  version: number
  submit_time: Date
  answers: Record<string, EntryValue>
}

const toEntry = (row: EntryRow): Entry => ({
  entryId: row.entry_id,
  version: row.version,
  submitTime: chinaTime(row.submit_time),
  values: row.answers,
})

export function createScreensStore(sql: Sql, now: () => Date = () => new Date()): ScreensStore {
  return {
    async migrate() {
      for (const statement of SCHEMA_SQL) await sql.query(statement)
    },

    async isEmpty() {
      const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM pages')
      return rows[0].n === 0
    },

    async addStaff(staff, token) {
      await sql.query(
        `INSERT INTO staff (account_code, name, role, token_sha256) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_code) DO UPDATE SET name = $2, role = $3, token_sha256 = $4`,
        [staff.accountCode, staff.name, staff.role, tokenHash(token)],
      )
    },

    async staffByToken(token) {
      const { rows } = await sql.query<{ account_code: string; name: string; role: string }>(
        'SELECT account_code, name, role FROM staff WHERE token_sha256 = $1',
        [tokenHash(token)],
      )
      const row = rows.at(0)
      return row && { accountCode: row.account_code, name: row.name, role: row.role }
    },

    async saveDraft(key, config, by) {
      // The preview key stays as it was: a phone that scanned the link keeps showing each new save.
      await sql.query(
        `INSERT INTO pages (token, page_id, draft, draft_by, draft_time, preview_key) VALUES ($1, $2, $3::json, $4, $5, $6)
         ON CONFLICT (token, page_id) DO UPDATE SET draft = $3::json, draft_by = $4, draft_time = $5,
         preview_key = coalesce(pages.preview_key, $6)`,
        [key.token, pageId(key), JSON.stringify(config), by, now(), newPreviewKey()],
      )
    },

    async draft(key) {
      const { rows } = await sql.query<{ draft: Config | null; draft_by: string; draft_time: Date; preview_key: string | null }>(
        'SELECT draft, draft_by, draft_time, preview_key FROM pages WHERE token = $1 AND page_id = $2',
        [key.token, pageId(key)],
      )
      const row = rows.at(0)
      return row?.draft
        ? { config: row.draft, savedBy: row.draft_by, saveTime: chinaTime(row.draft_time), previewKey: row.preview_key ?? '' }
        : undefined
    },

    async publish(key, config, by, at = now()) {
      // One statement: the next number and the live pointer move together, even with two publishers at once.
      const { rows } = await sql.query<{ version: number }>(
        `WITH next AS (
           SELECT coalesce(max(version), 0) + 1 AS version FROM versions WHERE token = $1 AND page_id = $2
         ), added AS (
           INSERT INTO versions (token, page_id, version, config, published_by, publish_time)
           SELECT $1, $2, version, $3::json, $4, $5 FROM next RETURNING version
         )
         INSERT INTO pages (token, page_id, live_version) SELECT $1, $2, version FROM added
         ON CONFLICT (token, page_id) DO UPDATE SET live_version = excluded.live_version
         RETURNING live_version AS version`,
        [key.token, pageId(key), JSON.stringify(config), by, at],
      )
      return rows[0].version
    },

    async versions(key) {
      const { rows } = await sql.query<VersionRow>(
        `SELECT v.version, v.published_by, v.publish_time, v.version = p.live_version AS live
         FROM versions v JOIN pages p ON p.token = v.token AND p.page_id = v.page_id
         WHERE v.token = $1 AND v.page_id = $2 ORDER BY v.version DESC`,
        [key.token, pageId(key)],
      )
      return rows.map((r) => ({ version: r.version, publishedBy: r.published_by, publishTime: chinaTime(r.publish_time), live: r.live }))
    },

    async rollback(key, version) {
      const { rows } = await sql.query(
        `UPDATE pages SET live_version = $3 WHERE token = $1 AND page_id = $2
         AND EXISTS (SELECT 1 FROM versions WHERE token = $1 AND page_id = $2 AND version = $3) RETURNING live_version`,
        [key.token, pageId(key), version],
      )
      return rows.length === 1
    },

    async published(key) {
      const { rows } = await sql.query<{ version: number; publish_time: Date; config: Config }>(
        `SELECT v.version, v.publish_time, v.config FROM pages p
         JOIN versions v ON v.token = p.token AND v.page_id = p.page_id AND v.version = p.live_version
         WHERE p.token = $1 AND p.page_id = $2`,
        [key.token, pageId(key)],
      )
      const row = rows.at(0)
      return row && { token: key.token, id: key.id, version: row.version, publishTime: chinaTime(row.publish_time), config: row.config }
    },

    async addEntry(key, version, values) {
      const { rows } = await sql.query<EntryRow>(
        `INSERT INTO entries (token, page_id, version, answers, submit_time) VALUES ($1, $2, $3, $4::json, $5)
         RETURNING entry_id, version, submit_time, answers`,
        [key.token, pageId(key), version, JSON.stringify(values), now()],
      )
      return toEntry(rows[0])
    },

    async entries(key) {
      const { rows } = await sql.query<EntryRow>(
        'SELECT entry_id, version, submit_time, answers FROM entries WHERE token = $1 AND page_id = $2 ORDER BY entry_id',
        [key.token, pageId(key)],
      )
      return rows.map(toEntry)
    },

    async addAsset(asset, by) {
      await sql.query(
        `INSERT INTO assets (asset_id, content_type, data, uploaded_by, upload_time) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (asset_id) DO NOTHING`,
        [asset.id, asset.contentType, asset.bytes, by, now()],
      )
    },

    async asset(id) {
      const { rows } = await sql.query<{ content_type: AssetType; data: Uint8Array }>(
        'SELECT content_type, data FROM assets WHERE asset_id = $1',
        [id],
      )
      const row = rows.at(0)
      return row && { id, contentType: row.content_type, bytes: row.data }
    },
  }
}
