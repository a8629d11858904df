// The one HTML sanitiser of the renderers that show HTML written elsewhere (markdown's output, a server's rich
// text): DOMPurify, so nothing a config or a server writes can run script (script tags, on* handlers,
// javascript: addresses). Import it only from a lazily loaded module: DOMPurify stays out of the entry chunk.
import DOMPurify, { type Config } from 'dompurify'

// KaTeX's MathML keeps the TeX in <semantics>/<annotation> for screen readers and copy; DOMPurify drops those
// two MathML tags unless asked. They carry text only.
const CONFIG: Config = { ADD_TAGS: ['semantics', 'annotation'], ADD_ATTR: ['encoding'] }

// An instance of our own, so its hook touches no other user of DOMPurify.
const purify = DOMPurify()
// Images load only as they come near the view (an article may carry dozens). Set while sanitising, in
// DOMPurify's inert document, so no image starts loading before the attribute is there.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy')
})

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG)
}
