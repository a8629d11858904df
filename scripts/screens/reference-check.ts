// Names a screen uses that live elsewhere: calls in the API catalogue (src/api/catalogue.ts) and, for the
// reload action and a list's source, the screen's own data sources. Both would only fail at run time, on a user's phone.
import { callNames, isCatalogueName } from '../../src/api/catalogue.ts'
import type { PathProblem } from './ajv-messages.ts'
import { unknownData } from './expression-check.ts'
import { childPath } from './json-path.ts'
import type { Site } from './schema-check.ts'
import { didYouMean } from './suggest.ts'

function unknownCall(name: string, known: readonly string[]): string {
  if (known.length === 0) return `unknown call "${name}" (the call catalogue in src/api/catalogue.ts is empty)`
  return `unknown call "${name}"${didYouMean(name, known) || ' (see src/api/catalogue.ts)'}`
}

/**
 * declaredData: the screen's data source names; undefined in a shared document, where they cannot be known.
 * pagedData: those of them read page by page (with `paging`), the ones a list can show.
 */
export function referenceProblems(
  sites: readonly Site[],
  declaredData: readonly string[] | undefined,
  pagedData: readonly string[] = [],
): PathProblem[] {
  const calls = callNames()
  const out: PathProblem[] = []
  for (const { folder, path, value } of sites) {
    const isCall = folder === 'data-sources' ? 'call' in value : folder === 'actions' && value.action === 'call'
    if (isCall && typeof value.call === 'string' && !isCatalogueName(value.call)) {
      out.push({ path: childPath(path, 'call'), message: unknownCall(value.call, calls) })
    }
    if (declaredData && folder === 'actions' && value.action === 'reload') {
      const data: unknown = value.data
      const listed: unknown[] = typeof data === 'string' ? [data] : Array.isArray(data) ? data : []
      listed.forEach((name, i) => {
        const at = typeof data === 'string' ? childPath(path, 'data') : childPath(childPath(path, 'data'), i)
        if (typeof name === 'string' && !declaredData.includes(name)) out.push({ path: at, message: unknownData(name, declaredData) })
      })
    }
    if (declaredData && folder === 'nodes' && value.type === 'list' && typeof value.source === 'string') {
      const at = childPath(path, 'source')
      if (!declaredData.includes(value.source)) out.push({ path: at, message: unknownData(value.source, declaredData) })
      else if (!pagedData.includes(value.source)) {
        out.push({
          path: at,
          message: `data source "${value.source}" is not paged: a list shows a source with "paging" (such as { "size": 15 })`,
        })
      }
    }
  }
  return out
}
