// Chunks the shell imports dynamically as it starts and every screen waits for (the route manifest,
// screens-plugin.ts; the expression parser, src/shared-logic/expression/parse.ts), kept out of the entry so that
// the entry stays the same file while screens change and draws the placeholder sooner. index.html asks for them
// beside the entry (`<link rel="modulepreload">`, in the order given): they arrive with it, not a round trip after
// it has run. `npm run size` counts them in every first visit.
import type { Plugin } from 'vite'

/** `modules`: module ids as Rolldown has them (a file's absolute path, a virtual module's `\0` id). */
export function preloadBesideEntryPlugin(modules: readonly string[]): Plugin {
  let base = '/'
  return {
    name: 'edu-preload-beside-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // By the modules a chunk holds, not its facade: the checker's chunks import the parser statically, so the
        // parser's is a shared chunk.
        const all = Object.values(bundle ?? {})
        const chunks = modules.flatMap((module) => all.filter((out) => out.type === 'chunk' && out.moduleIds.includes(module)).slice(0, 1))
        const tags = chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head' as const,
        }))
        return { html, tags }
      },
    },
  }
}
