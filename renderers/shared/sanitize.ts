// The one HTML sanitiser of the renderers that show HTML written elsewhere (markdown's output, a server's rich
// text): DOMPurify, so nothing a config or a server writes can run script (script tags, on* handlers,
// javascript: addresses). Import it only from a lazily loaded module: DOMPurify stays out of the entry chunk.
import DOMPurify, { type Config, type DOMPurify as DOMPurifyInstance, type WindowLike } from 'dompurify'

// KaTeX's MathML keeps the TeX in <semantics>/<annotation> for screen readers and copy; DOMPurify drops those
// two MathML tags unless asked. They carry text only.
// No <style> (an article's style block covered the reader's whole screen with a fake warning, issue 33), no forms
// or their fields (a fake login form inside an article).
const CONFIG: Config = {
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding'],
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
}

/** Inline styles that take an element out of the text's flow, over the rest of the screen. */
const LIFTED = /\b(position|z-index)\s*:/i

/** An href the app's link check can judge: a path on this site (not //host or /\host) or an http(s) address. */
const CHECKABLE_HREF = /^(\/(?![/\\])|https?:\/\/|#|mailto:|tel:)/i

// An instance of our own, so its hook touches no other user of DOMPurify.
// Images load only as they come near the view (an article may carry dozens). Set while sanitising, in
// DOMPurify's inert document, so no image starts loading before the attribute is there.
// Links: an href of another kind (//evil.example, /\evil.example, a relative name) is dropped, so no link leaves
// the app's one link check (follow-links.ts runs it on a tap); a new window never gets this page as its opener.
function configured(instance: DOMPurifyInstance): DOMPurifyInstance {
  // Where there is no document DOMPurify cannot run: it has no hooks.
  if (instance.isSupported)
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy')
      if (node.nodeName === 'A' && node.hasAttribute('href')) {
        const href = (node.getAttribute('href') ?? '').trim()
        // Browsers drop tabs and newlines inside an address ("/\t/evil.example" is //evil.example) and read \ as /.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what hides a host
        if (!CHECKABLE_HREF.test(href) || /[\\\u0000-\u001f]/.test(href)) node.removeAttribute('href')
        node.setAttribute('rel', 'noopener noreferrer')
      }
      if (LIFTED.test(node.getAttribute('style') ?? '')) node.removeAttribute('style')
    })
  return instance
}

let purify = configured(DOMPurify())

/**
 * Sanitises in the window given from now on: the build draws its frames in Node (docs/frames.md), with no
 * document, and gives jsdom's, so that a frame shows a config's markdown as the browser will draw it.
 */
export function sanitizeInWindow(window: WindowLike): void {
  purify = configured(DOMPurify(window))
}

export function sanitizeHtml(html: string): string {
  // Without a document nothing can be checked, so nothing is kept.
  if (!purify.isSupported) return ''
  return purify.sanitize(html, CONFIG)
}
