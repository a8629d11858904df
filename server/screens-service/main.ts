// `npm run screens-service`: the screens service on its own (SCREENS_SERVICE_PORT, default 5400), for a team
// whose app is served elsewhere; `npm run dev` and `npm run preview` mount the same handler themselves.
import { createServer } from 'node:http'
import { screensMiddleware, STAFF_API_BASE } from './http.ts'
import { openScreensService } from './open.ts'

const port = Number(process.env.SCREENS_SERVICE_PORT ?? 5400)
const opened = await openScreensService()
const handle = screensMiddleware(() => Promise.resolve(opened.service))
const server = createServer((req, res) =>
  handle(req, res, () => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'application/json;charset=UTF-8')
    res.end(JSON.stringify({ code: '125000404', msg: '没有这个接口', data: null }))
  }),
)
server.listen(port, () => console.log(`screens service: http://localhost:${port}${STAFF_API_BASE} (and /edu/api/reabs/activity/page/…)`))

// Close the store cleanly so the embedded database is left consistent.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void opened.database.close().then(() => process.exit(0))
  })
}
