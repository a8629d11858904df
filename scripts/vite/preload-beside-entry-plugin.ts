// Chunks the shell imports dynamically as it starts and every screen waits for (the expression parser:
// src/shared-logic/expression/parse.ts), kept out of the entry so that the entry draws the placeholder sooner.
// index.html asks for them beside the entry (`<link rel="modulepreload">`): they arrive with it, not a round trip
// after it has run. `npm run size` counts them in every first visit.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export function preloadBesideEntryPlugin(modules: readonly string[]): Plugin {
  const wanted = new Set(modules.map((m) => resolve(m)))
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
        // Not a facade: the checker's chunks import the same module statically, so it is a shared chunk.
        const chunks = Object.values(bundle ?? {}).filter((out) => out.type === 'chunk' && out.moduleIds.some((id) => wanted.has(id)))
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
