// Opens the service from the environment: the store (embedded in SCREENS_DATA_DIR, default .screens-data/ in the
// project; or SCREENS_DATABASE_URL), its tables, and the seed on a new embedded store.
import { resolve } from 'node:path'
import { openDatabase, type Database } from './database.ts'
import { seedDemo } from './seed.ts'
import { createScreensService, type ScreensService } from './service.ts'
import { createScreensStore } from './store.ts'

export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../.screens-data')

export interface OpenService {
  service: ScreensService
  database: Database
}

export async function openScreensService(
  env: Record<string, string | undefined> = process.env,
  options: { memory?: boolean } = {},
): Promise<OpenService> {
  const database = await openDatabase({
    dataDir: options.memory ? undefined : (env.SCREENS_DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.SCREENS_DATABASE_URL,
  })
  const store = createScreensStore(database.sql)
  await store.migrate()
  if (database.embedded && (await store.isEmpty())) await seedDemo(store)
  return { service: createScreensService(store), database }
}

/** Opened on the first request, once: `npm run dev` starts as fast as before, and no request waits twice. */
export function lazyService(env: Record<string, string | undefined> = process.env): () => Promise<ScreensService> {
  let opening: Promise<OpenService> | undefined
  return async () => {
    opening ??= openScreensService(env)
    return (await opening).service
  }
}
