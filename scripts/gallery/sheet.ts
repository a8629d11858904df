// The contact sheet: one HTML page of every shot, grouped by route, one column per person, each with its path
// and where the page ended up (a refused or redirected route shows where it went).
export interface Shot {
  /** The route as the route table writes it (/news/view/:id). */
  route: string
  /** The address opened, its parameters filled in. */
  opened: string
  person: string
  /** The path the page showed when photographed (differs from `opened` after a redirect). */
  landed: string
  /** The picture's file name, beside the sheet; undefined when the page could not be photographed. */
  image?: string
  /** What went wrong: a timeout, a console error. */
  problem?: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`)

function figure(shot: Shot): string {
  const moved = shot.landed !== shot.opened ? `<p class="moved">→ ${escapeHtml(shot.landed)}</p>` : ''
  const problem = shot.problem ? `<p class="problem">${escapeHtml(shot.problem)}</p>` : ''
  const image = shot.image
    ? `<a href="${escapeHtml(shot.image)}"><img src="${escapeHtml(shot.image)}" width="375" height="667" loading="lazy" alt="${escapeHtml(`${shot.opened} as ${shot.person}`)}"></a>`
    : ''
  return `<figure><figcaption><b>${escapeHtml(shot.person)}</b> ${escapeHtml(shot.opened)}</figcaption>${moved}${problem}${image}</figure>`
}

export function contactSheet(shots: readonly Shot[], { builtAt, width }: { builtAt: string; width: number }): string {
  const routes = [...new Set(shots.map((s) => s.route))]
  const problems = shots.filter((s) => s.problem).length
  const rows = routes
    .map((route) => {
      const mine = shots.filter((s) => s.route === route)
      return `<section id="${escapeHtml(route)}"><h2>${escapeHtml(route)}</h2><div class="row">${mine.map(figure).join('')}</div></section>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>Gallery: ${String(routes.length)} routes</title>
<style>
body{margin:16px;font:14px/1.4 system-ui,sans-serif;background:#eef0f3;color:#222}
section{margin:0 0 24px}
h2{font-size:15px;margin:0 0 8px;font-family:ui-monospace,monospace}
.row{display:flex;flex-wrap:wrap;gap:16px}
figure{margin:0;width:${String(width)}px}
figcaption{margin:0 0 4px;font-family:ui-monospace,monospace;font-size:12px;word-break:break-all}
img{display:block;width:${String(width)}px;height:auto;background:#fff;box-shadow:0 1px 4px #0003}
.moved{margin:0 0 4px;color:#a15c00;font-size:12px;word-break:break-all}
.problem{margin:0 0 4px;color:#c00;font-size:12px}
</style></head><body>
<h1>${String(routes.length)} routes, ${String(shots.length)} shots at ${String(width)} px${problems ? `, ${String(problems)} with problems` : ''}</h1>
<p>Built ${escapeHtml(builtAt)}. Each route as each demo person; a caption's arrow says where the page went instead.</p>
${rows}
</body></html>
`
}
