// `npm run screens -- new <kind> <id>`: every template gives a screen that passes check; nothing is overwritten.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { schemasDir } from '../lib/schema-files.ts'
import { displayName } from './files.ts'
import { templateKinds } from './new-screen.ts'
import { screens } from './test-io.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'screens-new-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const inDir = (args: string[]) => screens(args, { screensDir: dir })

describe('screens new', () => {
  it('offers at least a static page and a detail template', () => {
    expect(templateKinds()).toEqual(expect.arrayContaining(['page', 'detail']))
  })

  it.each(templateKinds())('creates a %s screen that passes check as created', (kind) => {
    const created = inDir(['new', kind, `area/my-${kind}`])
    const file = join(dir, 'area', `my-${kind}.json`)
    expect(created.out).toEqual([
      expect.stringMatching(new RegExp(`^created .*area/my-${kind}\\.json \\(route /area/my-${kind}, auth \\w+\\)$`)),
    ])
    expect(created.code).toBe(0)
    const config = JSON.parse(readFileSync(file, 'utf8')) as { $schema: string; id: string }
    expect(config.id).toBe(`area/my-${kind}`)
    // $schema points at the real schema from where the file lives, so editors complete it.
    expect(resolve(dirname(file), config.$schema)).toBe(join(schemasDir, 'screen.schema.json'))
    expect(inDir(['check'])).toEqual({ code: 0, out: ['OK: 1 file checked, no problems'], err: [] })
  })

  it('takes the route and auth from the options', () => {
    expect(inDir(['new', 'page', 'about', '--route', '/user/about/:code', '--auth', 'doctor']).code).toBe(0)
    const config = JSON.parse(readFileSync(join(dir, 'about.json'), 'utf8')) as { routes: unknown }
    expect(config.routes).toEqual([{ path: '/user/about/:code', auth: 'doctor' }])
  })

  it('refuses to overwrite an existing screen', () => {
    const file = join(dir, 'mine.json')
    writeFileSync(file, 'my work')
    const result = inDir(['new', 'page', 'mine'])
    expect(result.err).toEqual([`${displayName(file)} already exists; not overwriting it`, 'nothing written'])
    expect(result.code).toBe(1)
    expect(readFileSync(file, 'utf8')).toBe('my work')
  })

  it('refuses a route another screen has, naming it, and writes nothing', () => {
    expect(inDir(['new', 'page', 'first', '--route', '/same']).code).toBe(0)
    const result = inDir(['new', 'page', 'second', '--route', '/same'])
    expect(result.err).toEqual([
      `${displayName(join(dir, 'second.json'))}:/routes/0/path: route "/same" is also declared by ${displayName(join(dir, 'first.json'))}`,
      'nothing written',
    ])
    expect(result.code).toBe(1)
    expect(existsSync(join(dir, 'second.json'))).toBe(false)
  })

  it('refuses an unknown kind, a bad id and a bad route', () => {
    expect(inDir(['new', 'wizard', 'x']).err[0]).toBe(`unknown kind "wizard" (known: ${templateKinds().join(', ')})`)
    expect(inDir(['new', 'page', '../escape']).err[0]).toBe(
      'id "../escape" must be lower-case letters, digits, - and _, in parts separated by / (like home/no-data)',
    )
    const badRoute = inDir(['new', 'page', 'x', '--route', 'no-slash'])
    expect(badRoute.err[0]).toMatch(/:\/routes\/0\/path: must be a path starting with \//)
    expect(badRoute.code).toBe(1)
    expect(inDir(['new', 'page', 'x', '--auth', 'admin'])).toMatchObject({ code: 2, err: ['--auth must be one of: none, login, doctor'] })
  })
})

describe('screens new questionnaire', () => {
  it('creates a questionnaire that passes check as created, and never overwrites one', () => {
    const created = inDir(['new', 'questionnaire', 'sleep-check'])
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
    expect(inDir(['check'])).toEqual({ code: 0, out: ['OK: 1 file checked, no problems'], err: [] })
    expect(inDir(['new', 'questionnaire', 'sleep-check']).code).toBe(1)
    expect(inDir(['new', 'questionnaire', 'Sleep Check']).err[0]).toContain('must be lower-case letters')
  })
})
