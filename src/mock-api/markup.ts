// Text written into markup the embedded backend draws itself: the identity provider's and the cashier's pages
// (idp.ts, pay-page.ts) and the seed's SVG pictures (seed/svg-data.ts). The five characters HTML and XML give
// meaning to become entities, so a name, a caption or an address is shown as text, never read as markup.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (ch) => entities[ch])
