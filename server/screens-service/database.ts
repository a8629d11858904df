// Where the store lives. Embedded (PGlite, Postgres compiled to WebAssembly) in a folder that survives restarts,
// or in memory for tests; or a real Postgres through SCREENS_DATABASE_URL, with node-postgres installed.
import { PGlite } from '@electric-sql/pglite'
import type { Sql } from './sql.ts'

export interface Database {
  sql: Sql
  /** A new embedded store, which the seed fills; a real Postgres is never seeded. */
  embedded: boolean
  close: () => Promise<void>
}

interface PgModule {
  default: { Pool: new (options: { connectionString: string }) => Sql & { end: () => Promise<void> } }
}

/** node-postgres, only when a connection string asks for it (it is not a dependency of the project). */
const PG_MODULE = 'pg'

export async function openDatabase(options: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (options.databaseUrl) {
    let pg: PgModule
    try {
      pg = (await import(PG_MODULE)) as PgModule
    } catch {
      throw new Error('SCREENS_DATABASE_URL 需要 node-postgres：请先运行 npm install pg')
    }
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl })
    return { sql: pool, embedded: false, close: () => pool.end() }
  }
  // No dataDir: memory only (tests).
  const db = await PGlite.create(options.dataDir)
  return { sql: db, embedded: true, close: () => db.close() }
}
