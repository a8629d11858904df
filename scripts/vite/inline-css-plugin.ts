// The entry's stylesheets written into index.html. Linked, they block the first paint until they arrive, and on
// a slow network the entry's scripts often arrive first, so the loader in index.html showed only after the
// app's code had been fetched and run (Lighthouse's FCP then counts all of it). Written in, the loader paints
// as soon as the page's bytes are there. Each link stays, `disabled` so it is never fetched, because Vite's
// preload helper looks for the link before it adds a stylesheet a lazy chunk also needs.
import type { Plugin } from 'vite'

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** index.html with each stylesheet link whose text `read` has replaced by that text in a <style>. */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    const css = href === undefined ? undefined : read(href)
    if (css === undefined || css.includes('</style')) return tag
    return `<style>${css.trim()}</style>\n    ${tag.replace(/>$/, ' disabled>')}`
  })
}

export function inlineCssPlugin(): Plugin {
  let base = '/'
  return {
    name: 'edu-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return inlineStylesheets(html, (href) => {
          const asset = href.startsWith(base) ? bundle[href.slice(base.length)] : undefined
          if (asset?.type !== 'asset') return undefined
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
        })
      },
    },
  }
}
