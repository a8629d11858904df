// long.js (64-bit integers for protobufjs's chat frames) compiles a small WebAssembly module when it loads, for
// faster i64 arithmetic, inside a try/catch with a plain JavaScript fallback. Compiling WebAssembly is what a
// strict CSP's script-src refuses ('wasm-unsafe-eval'), so every page that loads the chat code raised a
// violation. The build skips the attempt and long.js takes its fallback, which chat timestamps do not notice.
import type { Plugin } from 'vite'

const ATTEMPT = /\bwasm\s*=\s*new WebAssembly\.Instance\(/g

export function longWithoutWasmPlugin(): Plugin {
  return {
    name: 'edu-long-without-wasm',
    enforce: 'pre',
    transform(code, id) {
      if (!/node_modules[\\/]long[\\/]/.test(id) || !code.includes('WebAssembly')) return undefined
      ATTEMPT.lastIndex = 0
      if (!ATTEMPT.test(code)) return undefined
      return { code: code.replace(ATTEMPT, 'wasm = null && new WebAssembly.Instance('), map: null }
    },
  }
}
