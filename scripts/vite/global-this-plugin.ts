// Some dependencies (lodash, through antd-mobile's ahooks) find the global object with Function('return this')(),
// a string-to-code call that a strict CSP refuses and our budget forbids. Every browser we serve has globalThis,
// so the build writes that instead. Only this exact idiom is rewritten; anything else is left for `npm run size`.
import type { Plugin } from 'vite'

const IDIOM = /\bFunction\(\s*(['"`])return this\1\s*\)\(\)/g

export function globalThisPlugin(): Plugin {
  return {
    name: 'edu-global-this',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('node_modules') || !code.includes('return this')) return undefined
      IDIOM.lastIndex = 0
      if (!IDIOM.test(code)) return undefined
      return { code: code.replace(IDIOM, 'globalThis'), map: null }
    },
  }
}
