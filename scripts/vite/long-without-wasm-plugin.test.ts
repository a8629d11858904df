import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { longWithoutWasmPlugin } from './long-without-wasm-plugin'

type Transform = (code: string, id: string) => { code: string } | undefined

const transform = (longWithoutWasmPlugin() as Plugin & { transform: Transform }).transform

describe('long.js without its WebAssembly attempt', () => {
  it('skips compiling the module in the installed long.js, keeping its fallback', () => {
    const file = createRequire(import.meta.url).resolve('long')
    const result = transform(readFileSync(file, 'utf8'), file)
    expect(result?.code).toContain('wasm = null && new WebAssembly.Instance(')
    expect(result?.code).not.toMatch(/wasm\s*=\s*new WebAssembly/)
  })

  it('leaves every other module alone', () => {
    expect(transform('wasm = new WebAssembly.Instance(m)', '/app/src/x.ts')).toBeUndefined()
  })
})
