// `npm run screens -- publish|draft|versions|rollback|entries`: staff's commands, over HTTP to the screens service
// (server/screens-service) that `npm run dev` runs, or the one SCREENS_SERVICE_URL names. SCREENS_TOKEN is the staff
// member's token; without it the embedded store's demo staff member (周婷) acts, as the demo logins do.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { formatProblem } from '../../src/engine/loaded-screen.ts'
import { DEMO_STAFF_TOKEN } from '../../server/screens-service/seed.ts'
import { pageOfConfig, pagePath } from '../../server/screens-service/pages.ts'
import type { Io } from './commands.ts'
import { checkFiles } from './read-screens.ts'

export const SERVICE_VERBS = ['publish', 'draft', 'versions', 'rollback', 'entries'] as const
type Verb = (typeof SERVICE_VERBS)[number]

export const SERVICE_USAGE = `  publish <file>                   check a page and publish it as a new version (the screens service)
  draft <file>                     save a page as its draft, unpublished
  versions <token>                 the published versions of /activity/page/<token> (token/id for one with an id)
  rollback <token> <version>       make an earlier version live again
  entries <token> [--csv]          what the page's form collected, as a table or as CSV
  (SCREENS_SERVICE_URL: the service, default http://localhost:5173; SCREENS_TOKEN: your staff token)`

interface Answer {
  code?: string
  msg?: string
  data?: unknown
  problems?: string[]
}

function keyOf(arg: string): { token: string; id: string | null } {
  const [token, id] = arg.split('/')
  return { token, id: id || null }
}

function pageUrl(io: Io, key: { token: string; id: string | null }, action: string): string {
  const base = (io.env.SCREENS_SERVICE_URL ?? 'http://localhost:5173').replace(/\/+$/, '')
  return `${base}/edu/screens-api/pages/${encodeURIComponent(key.token)}/${action}${key.id ? `?id=${encodeURIComponent(key.id)}` : ''}`
}

async function send(io: Io, url: string, method: string, body?: unknown): Promise<{ ok: boolean; answer: Answer; text: string }> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${io.env.SCREENS_TOKEN ?? DEMO_STAFF_TOKEN}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    io.err(`连不上页面服务 ${new URL(url).origin}：请先运行 npm run dev（或 npm run screens-service），或用 SCREENS_SERVICE_URL 指定地址`)
    return { ok: false, answer: {}, text: '' }
  }
  // The CSV's byte-order mark stays: `screens entries TOKEN --csv > 报名.csv` opens in Excel as UTF-8.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  let answer: Answer = {}
  try {
    answer = JSON.parse(text) as Answer
  } catch {
    // CSV, or something that is not the service
  }
  const ok = response.ok && (answer.code === undefined || answer.code === '000000')
  if (!ok) {
    io.err(answer.msg ?? `页面服务回答 ${response.status}`)
    for (const p of answer.problems ?? []) io.err(p)
  }
  return { ok, answer, text }
}

/** Reads and checks a page file as `screens check` does; the page it is for, or undefined (problems printed). */
function readPage(file: string, io: Io) {
  const path = resolve(io.cwd, file)
  const [report] = checkFiles([path])
  if (report.problems.length) {
    for (const p of report.problems) io.out(formatProblem(p))
    io.err(`${file} 有 ${report.problems.length} 处问题，未提交`)
    return undefined
  }
  const config = JSON.parse(readFileSync(path, 'utf8')) as unknown
  const key = pageOfConfig(config)
  if (!key) {
    io.err(`${file} 的 routes[0].path 应为 /activity/page/<token>（或 /activity/page/<token>/<id>）：活动页面的地址由它决定`)
    return undefined
  }
  return { key, config }
}

async function run(verb: Verb, args: string[], io: Io): Promise<number> {
  const csv = args.includes('--csv')
  const [first, second] = args.filter((a) => a !== '--csv')
  if (!first || (verb === 'rollback' && !second)) {
    io.err(`usage: npm run screens -- <verb>\n${SERVICE_USAGE}`)
    return 2
  }
  switch (verb) {
    case 'publish':
    case 'draft': {
      const page = readPage(first, io)
      if (!page) return 1
      const { ok, answer } = await send(io, pageUrl(io, page.key, verb), verb === 'publish' ? 'POST' : 'PUT', { config: page.config })
      if (!ok) return 1
      if (verb === 'publish') io.out(`已发布第 ${(answer.data as { version: number }).version} 版：${pagePath(page.key)}`)
      else io.out(`草稿已保存：${pagePath(page.key)}（未发布）`)
      return 0
    }
    case 'versions': {
      const { ok, answer } = await send(io, pageUrl(io, keyOf(first), 'versions'), 'GET')
      if (!ok) return 1
      for (const v of answer.data as { version: number; publishedBy: string; publishTime: string; live: boolean }[]) {
        io.out(`${v.live ? '*' : ' '} 第 ${v.version} 版  ${v.publishTime}  ${v.publishedBy}${v.live ? '  （线上）' : ''}`)
      }
      return 0
    }
    case 'rollback': {
      const version = Number(second)
      if (!Number.isInteger(version) || version < 1) {
        io.err(`版本号应为正整数，例如 screens rollback ${first} 1`)
        return 2
      }
      const { ok } = await send(io, pageUrl(io, keyOf(first), 'rollback'), 'POST', { version })
      if (!ok) return 1
      io.out(`已回滚：${pagePath(keyOf(first))} 现在显示第 ${version} 版`)
      return 0
    }
    case 'entries': {
      const { ok, answer, text } = await send(io, pageUrl(io, keyOf(first), csv ? 'entries.csv' : 'entries'), 'GET')
      if (!ok) return 1
      if (csv) {
        io.out(text.replace(/\r\n$/, ''))
        return 0
      }
      const entries = answer.data as { entryId: number; submitTime: string; version: number; values: Record<string, unknown> }[]
      for (const e of entries) io.out(`#${e.entryId}  ${e.submitTime}  第 ${e.version} 版  ${JSON.stringify(e.values)}`)
      io.out(`共 ${entries.length} 条`)
      return 0
    }
  }
}

/** Runs a service verb; undefined for any other verb (runScreens' own). */
export function runServiceCommand(args: string[], io: Io): Promise<number> | undefined {
  const [verb, ...rest] = args
  return (SERVICE_VERBS as readonly string[]).includes(verb) ? run(verb as Verb, rest, io) : undefined
}
