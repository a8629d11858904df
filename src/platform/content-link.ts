// The content link patterns of SPEC §2: which address opens which type of content. One table both ways, so a
// list that holds a content type and id (a feed card, a doctor's articles, search results) and the navigate
// action (`content: { type, id }`) open the same page a shared address would.
export type ContentType =
  | 'news'
  | 'popular'
  | 'article'
  | 'video'
  | 'contentVideo'
  | 'live'
  | 'onlineAcademic'
  | 'case'
  | 'diseasePopular'
  | 'conference'
  | 'inquiry'
  | 'courseware'

export interface ContentRef {
  type: ContentType
  id: string
}

/** Each type's address, `{id}` standing for its id; extra patterns only resolve (a case opens at the first). */
const patterns: ReadonlyArray<readonly [ContentType, string]> = [
  ['news', '/news/view/{id}'],
  ['popular', '/popular/view/{id}'],
  ['article', '/market/academic/view/{id}'],
  ['video', '/pedia/video/detail/{id}'],
  ['contentVideo', '/content/video/detail/{id}'],
  ['live', '/pedia/live/detail/{id}'],
  ['onlineAcademic', '/research/v2/detail/{id}/product_feedback'],
  ['case', '/medical/case/view/{id}'],
  ['case', '/market/case/view/{id}'],
  ['diseasePopular', '/pedia/disease/view/{id}'],
  ['conference', '/academic-meeting/detail/v2/{id}'],
  ['inquiry', '/case/view/{id}'],
  ['courseware', '/academic/course/detail/{id}'],
]

export const CONTENT_TYPES: readonly ContentType[] = [...new Set(patterns.map(([type]) => type))]

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value)
}

const matchers = patterns.map(([type, pattern]) => {
  const [before, after] = pattern.split('{id}') as [string, string]
  return {
    type,
    test: (path: string) =>
      path.startsWith(before) && path.endsWith(after) ? path.slice(before.length, path.length - after.length) : null,
  }
})

/** The content an in-app path opens (without /edu, query or hash), or null when it is no content address. */
export function resolveContentLink(path: string): ContentRef | null {
  const bare = path.replace(/^\/edu(?=\/)/, '').replace(/[?#].*$/, '')
  for (const { type, test } of matchers) {
    const id = test(bare)
    if (id && !id.includes('/')) return { type, id: decodeURIComponent(id) }
  }
  return null
}

/** The in-app path that opens this content. */
export function contentPath({ type, id }: ContentRef): string {
  const pattern = patterns.find(([t]) => t === type)?.[1]
  if (!pattern) throw new Error(`no path for content type ${type}`)
  return pattern.replace('{id}', encodeURIComponent(id))
}
