// The one thing the store needs of a database: parameterised SQL ($1, $2…) answering rows. PGlite (embedded,
// the default) and node-postgres's Pool (a real Postgres, docs/publishing.md, "Moving to a real Postgres") both answer it as is.
export interface Sql {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names its rows' shape, as PGlite's and node-postgres's own query do
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>
}

/**
 * The tables, created when missing; plain Postgres SQL, so the same text runs on PGlite and on a server. Configs
 * and answers are `json`, not `jsonb`: kept as written, keys in their order (a config reads back as staff wrote
 * it; an entry's fields are the CSV's columns in the form's order).
 */
export const SCHEMA_SQL = [
  `CREATE TABLE IF NOT EXISTS staff (
    account_code text PRIMARY KEY,
    name text NOT NULL,
    role text NOT NULL,
    token_sha256 text NOT NULL UNIQUE
  )`,
  // A page is an activity route's token and, for /activity/page/{token}/{id}, its id ('' when none).
  `CREATE TABLE IF NOT EXISTS pages (
    token text NOT NULL,
    page_id text NOT NULL DEFAULT '',
    live_version integer,
    draft json,
    draft_by text,
    draft_time timestamptz,
    PRIMARY KEY (token, page_id)
  )`,
  `CREATE TABLE IF NOT EXISTS versions (
    token text NOT NULL,
    page_id text NOT NULL DEFAULT '',
    version integer NOT NULL,
    config json NOT NULL,
    published_by text NOT NULL,
    publish_time timestamptz NOT NULL,
    PRIMARY KEY (token, page_id, version)
  )`,
  `CREATE TABLE IF NOT EXISTS entries (
    entry_id serial PRIMARY KEY,
    token text NOT NULL,
    page_id text NOT NULL DEFAULT '',
    version integer NOT NULL,
    answers json NOT NULL,
    submit_time timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS entries_by_page ON entries (token, page_id, entry_id)`,
  // Issue 34 item 4: a draft's preview link carries this unguessable key instead of a staff token (a store made
  // before it gains the column on its next start).
  `ALTER TABLE pages ADD COLUMN IF NOT EXISTS preview_key text`,
  // Pictures staff upload (assets.ts), named by a hash of their bytes.
  `CREATE TABLE IF NOT EXISTS assets (
    asset_id text PRIMARY KEY,
    content_type text NOT NULL,
    data bytea NOT NULL,
    uploaded_by text NOT NULL,
    upload_time timestamptz NOT NULL
  )`,
]
