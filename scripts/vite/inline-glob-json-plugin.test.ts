import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { inlineGlobJsonPlugin } from './inline-glob-json-plugin'

// A real dev server on a folder of its own: the plugin depends on what Vite's glob plugin writes, which a Vite
// upgrade may change; this fails then instead of the app quietly going back to one request per file.
const dir = mkdtempSync(join(tmpdir(), 'inline-glob-json-'))
writeFileSync(join(dir, 'a.schema.json'), JSON.stringify({ $id: 'a', title: 'A' }, null, 2))
writeFileSync(join(dir, 'b.schema.json'), JSON.stringify({ $id: 'b', items: [1, 2] }))
writeFileSync(
  join(dir, 'eager.ts'),
  `export const files = import.meta.glob('./*.schema.json', { eager: true, import: 'default' })\n` +
    `export const lazy = import.meta.glob('./*.schema.json')\n`,
)

let server: ViteDevServer | undefined
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

async function transformed(): Promise<string> {
  server ??= await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [inlineGlobJsonPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const result = await server.environments.client.transformRequest('/eager.ts')
  return result?.code ?? ''
}

describe('JSON taken eagerly by a glob, under the dev server', () => {
  it('is written into the module that globs it, no longer imported file by file', async () => {
    const code = await transformed()
    expect(code).not.toMatch(/import .* from "[^"]*\.schema\.json/)
    expect(code).toContain(`JSON.parse(${JSON.stringify(JSON.stringify({ $id: 'a', title: 'A' }))})`)
    expect(code).toContain(`JSON.parse(${JSON.stringify(JSON.stringify({ $id: 'b', items: [1, 2] }))})`)
  })

  it('leaves a lazy glob fetching each file when asked', async () => {
    expect(await transformed()).toMatch(/import\("\/a\.schema\.json(\?import)?"\)/)
  })

  it('is not used by a build, which bundles the files anyway', () => {
    expect(inlineGlobJsonPlugin().apply).toBe('serve')
  })
})
