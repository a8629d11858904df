// A service on a free port over an in-memory store, seeded as a new embedded store is, for the tests.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { screensMiddleware } from './http.ts'
import { openScreensService } from './open.ts'

export async function startTestService() {
  const opened = await openScreensService({}, { memory: true })
  const handle = screensMiddleware(() => Promise.resolve(opened.service))
  const server = createServer((req, res) => handle(req, res, () => res.writeHead(404).end()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    service: opened.service,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await opened.database.close()
    },
  }
}
