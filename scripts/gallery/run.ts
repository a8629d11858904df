// `npm run gallery`: every route of the app's route table (scripts/screens/route-table.ts, as the every-route
// browser test reads it) opened as each demo person in Debian's Chromium at a phone's width, photographed, and laid
// out on one HTML contact sheet (gallery/index.html) to review the whole app on one page, or to compare two runs.
//
//   npm run gallery                        build when dist/ is missing or older than the sources, then shoot
//   npm run gallery -- --build             always build first
//   npm run gallery -- --only=/news        only routes whose path contains /news (/news,/pedia: either)
//   npm run gallery -- --people=resident   only the demo resident (doctor, resident)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { preview } from 'vite'
import { chromiumLaunch } from '../lib/chromium.ts'
import { root } from '../lib/schema-files.ts'
import { screenFilesIn, screensDir } from '../screens/files.ts'
import { routeTable } from '../screens/route-table.ts'
import { build, outDir, staleBecause } from './build.ts'
import { addressOf } from '../../tests/routes/example-address.ts'
import { contactSheet, type Shot } from './sheet.ts'

/** The gallery's own port (the browser tests and the benchmark use others). */
const PORT = Number(process.env.GALLERY_PORT ?? 4187)
const WIDTH = 375
const HEIGHT = 667
const sheetDir = join(root, 'gallery')

/** The demo people, each logged in through the mock identity provider from their home, as a visitor does. */
const people = {
  doctor: { name: '医生 陈立新', home: '/doctor/client/home', button: /以演示医生登录/ },
  resident: { name: '居民 林晓燕', home: '/health/client/user-center', button: /以演示居民登录/ },
} as const
type Person = keyof typeof people

const IDP_PAGE = /\/__mock\/idp\//

async function logIn(page: Page, baseUrl: string, person: Person): Promise<void> {
  const home = `${baseUrl}${people[person].home}`
  await page.goto(home)
  await page.waitForURL(IDP_PAGE, { timeout: 20_000 })
  await page.getByText(people[person].button).first().click()
  await page.waitForURL(home, { timeout: 20_000 })
}

/** Opens `address`, waits for its page and its data, and photographs it; what went wrong goes in the shot. */
async function shoot(page: Page, baseUrl: string, route: string, address: string, person: Person): Promise<Shot> {
  const errors: string[] = []
  const onError = (e: Error) => errors.push(e.message)
  page.on('pageerror', onError)
  const shot: Shot = { route, opened: address, person: people[person].name, landed: address }
  try {
    await page.goto(`${baseUrl}${address}`)
    await page.locator('.edu-page, .edu-status-page, #mock-idp').first().waitFor({ timeout: 10_000 })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    // Toasts and entering animations settle before the picture.
    await page.waitForTimeout(400)
  } catch (e) {
    shot.problem = `did not draw: ${(e as Error).message.split('\n')[0]}`
  }
  const url = new URL(page.url())
  shot.landed = `${url.pathname.replace(/^\/edu/, '')}${url.search}`
  if (errors.length) shot.problem = [shot.problem, `uncaught: ${errors[0]}`].filter(Boolean).join('; ')
  page.off('pageerror', onError)
  const image = `${person}${address.replace(/[^\w\u4e00-\u9fff-]+/g, '_')}.jpg`
  await page.screenshot({ path: join(sheetDir, image), type: 'jpeg', quality: 70 })
  shot.image = image
  return shot
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { build: { type: 'boolean' }, only: { type: 'string' }, people: { type: 'string' } },
  })
  const stale = values.build ? 'asked to build' : staleBecause()
  if (stale) {
    console.log(`[gallery] building dist/ (${stale})`)
    build()
  } else console.log('[gallery] reusing dist/ (newer than every source)')

  const chosen = (values.people?.split(',') ?? Object.keys(people)).filter((p): p is Person => p in people)
  if (chosen.length === 0) throw new Error(`--people takes ${Object.keys(people).join(', ')}`)
  const routes = routeTable(screenFilesIn([screensDir]), [screensDir]).filter(
    (r) => !values.only || values.only.split(',').some((part) => r.path.includes(part)),
  )

  rmSync(sheetDir, { recursive: true, force: true })
  mkdirSync(sheetDir, { recursive: true })
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { port: PORT, strictPort: true, open: false },
  })
  const baseUrl = `http://localhost:${String(PORT)}/edu`
  const browser = await chromium.launch(chromiumLaunch)
  const shots: Shot[] = []
  try {
    for (const person of chosen) {
      const context: BrowserContext = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: 'zh-CN' })
      const page = await context.newPage()
      await logIn(page, baseUrl, person)
      for (const [i, r] of routes.entries()) {
        let shot = await shoot(page, baseUrl, r.path, addressOf(r.path), person)
        // A screen before this one ended the session (logging out, switching account): log in again, shoot again.
        if (IDP_PAGE.test(page.url())) {
          await logIn(page, baseUrl, person)
          shot = await shoot(page, baseUrl, r.path, addressOf(r.path), person)
        }
        shots.push(shot)
        console.log(
          `[gallery] ${person} ${String(i + 1)}/${String(routes.length)} ${shot.opened}${shot.problem ? `  (${shot.problem})` : ''}`,
        )
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
  writeFileSync(join(sheetDir, 'index.html'), contactSheet(shots, { builtAt: new Date().toISOString(), width: WIDTH }))
  console.log(`[gallery] ${String(shots.length)} shots: ${join(sheetDir, 'index.html')}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
