// `npm run screens -- new <kind> <id>`: every template gives a screen that passes check; nothing is overwritten.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { schemasDir } from '../lib/schema-files.ts'
import { displayName } from './files.ts'
import { templateKinds } from './new-screen.ts'
import { formatted } from './prettier.ts'
import { screens } from './test-io.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-new-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const inDir = (args: string[]) => screens(args, { screensDir: dir })

describe('screens new', () => {
  it('offers at least a static page and a detail template', async () => {
    expect(templateKinds()).toEqual(expect.arrayContaining(['page', 'detail']))
  })

  it.each(templateKinds())('creates a %s screen that passes check as created, laid out as the lint step wants', async (kind) => {
    const created = await inDir(['new', kind, `area/my-${kind}`])
    const file = join(dir, 'area', `my-${kind}.json`)
    expect(created.out).toEqual([
      expect.stringMatching(new RegExp(`^created .*area/my-${kind}\\.json \\(route /area/my-${kind}, auth \\w+\\)$`)),
    ])
    expect(created.code).toBe(0)
    const config = JSON.parse(readFileSync(file, 'utf8')) as { $schema: string; id: string }
    expect(config.id).toBe(`area/my-${kind}`)
    // $schema points at the real schema from where the file lives, so editors complete it.
    expect(resolve(dirname(file), config.$schema)).toBe(join(schemasDir, 'screen.schema.json'))
    // check holds the file to Prettier's layout too: it passes as written.
    expect(readFileSync(file, 'utf8')).toBe(await formatted(file, readFileSync(file, 'utf8')))
    expect(await inDir(['check'])).toEqual({ code: 0, out: ['通过：检查了 1 个文件，没有问题'], err: [] })
  })

  it('takes the route and auth from the options', async () => {
    expect((await inDir(['new', 'page', 'about', '--route', '/user/about/:code', '--auth', 'doctor'])).code).toBe(0)
    const config = JSON.parse(readFileSync(join(dir, 'about.json'), 'utf8')) as { routes: unknown }
    expect(config.routes).toEqual([{ path: '/user/about/:code', auth: 'doctor' }])
  })

  it('refuses to overwrite an existing screen', async () => {
    const file = join(dir, 'mine.json')
    writeFileSync(file, 'my work')
    const result = await inDir(['new', 'page', 'mine'])
    expect(result.err).toEqual([`${displayName(file)} already exists; not overwriting it`, 'nothing written'])
    expect(result.code).toBe(1)
    expect(readFileSync(file, 'utf8')).toBe('my work')
  })

  it('refuses a route another screen has, naming it, and writes nothing', async () => {
    expect((await inDir(['new', 'page', 'first', '--route', '/same'])).code).toBe(0)
    const result = await inDir(['new', 'page', 'second', '--route', '/same'])
    expect(result.err).toEqual([
      `${displayName(join(dir, 'second.json'))}:6:7 (/routes/0/path) 路由“/same”也在 ${displayName(join(dir, 'first.json'))} 中声明。改用另一个路径`,
      'nothing written',
    ])
    expect(result.code).toBe(1)
    expect(existsSync(join(dir, 'second.json'))).toBe(false)
  })

  it('refuses an unknown kind, a bad id and a bad route', async () => {
    expect((await inDir(['new', 'wizard', 'x'])).err[0]).toBe(`unknown kind "wizard" (known: ${templateKinds().join(', ')})`)
    expect((await inDir(['new', 'page', '../escape'])).err[0]).toBe(
      'id "../escape" must be lower-case letters, digits, - and _, in parts separated by / (like home/no-data)',
    )
    const badRoute = await inDir(['new', 'page', 'x', '--route', 'no-slash'])
    expect(badRoute.err[0]).toMatch(/:6:7 \(\/routes\/0\/path\) 写法不对：应是以 \/ 开头的路径/)
    expect(badRoute.code).toBe(1)
    expect(await inDir(['new', 'page', 'x', '--auth', 'admin'])).toMatchObject({
      code: 2,
      err: ['--auth must be one of: none, login, doctor'],
    })
  })
})

describe('screens new questionnaire', () => {
  it('creates a questionnaire that passes check as created, and never overwrites one', async () => {
    const created = await inDir(['new', 'questionnaire', 'sleep-check'])
    expect(created).toEqual({
      code: 0,
      out: [
        expect.stringMatching(
          /^created .*questionnaires\/sleep-check\.json; preview it with npm run dev at \/edu\/health\/special-service\/questionnaire\?id=sleep-check$/,
        ),
      ],
      err: [],
    })
    const config = JSON.parse(readFileSync(join(dir, 'questionnaires', 'sleep-check.json'), 'utf8')) as { $schema: string; id: string }
    expect(config.id).toBe('sleep-check')
    expect(resolve(join(dir, 'questionnaires'), config.$schema)).toBe(join(schemasDir, 'questionnaire.schema.json'))
    expect(await inDir(['check'])).toEqual({ code: 0, out: ['通过：检查了 1 个文件，没有问题'], err: [] })
    expect((await inDir(['new', 'questionnaire', 'sleep-check'])).code).toBe(1)
    expect((await inDir(['new', 'questionnaire', 'Sleep Check'])).err[0]).toContain('must be lower-case letters')
  })
})
