// The layout contract (issue 31, renderers/README.md): the page gives every screen's content its inset, so no
// screen sets its own. A stack with `padding` standing in the page (in the body, or in what only groups or repeats
// nodes there: a plain column, a list's rows, a tab, a skeleton) re-creates that inset by hand, usually at another
// width than the page's 16 px; inside a box (a card, a cell group, a padded stack) padding is the box's own.
import type { Finding } from './finding.ts'
import { childPath } from './json-path.ts'
import { said } from './words.ts'

type Json = Record<string, unknown>

const isNode = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Json).type === 'string'

/** Where the page's inset reaches inside a node: the JSON paths of the node lists it passes the inset on to. */
function passesInsetTo(node: Json, path: string): Array<[unknown, string]> {
  switch (node.type) {
    case 'stack':
      // A row takes the inset itself, and a padded stack is a box: neither passes it on.
      return node.direction === 'horizontal' || node.padding !== undefined ? [] : [[node.body, childPath(path, 'body')]]
    case 'skeleton':
      return [[node.body, childPath(path, 'body')]]
    case 'list':
      return [[node.item, childPath(path, 'item')]]
    case 'tabs':
      return Array.isArray(node.tabs)
        ? node.tabs.map((tab: unknown, i): [unknown, string] => [
            (tab as Json | null)?.body,
            childPath(childPath(childPath(path, 'tabs'), i), 'body'),
          ])
        : []
    default:
      return []
  }
}

/** Stacks that set their own padding where the page's inset stands (a screen's body and what passes it on). */
export function insetProblems(screen: unknown): Finding[] {
  if (!screen || typeof screen !== 'object') return []
  const problems: Finding[] = []
  const visit = (nodes: unknown, path: string) => {
    if (!Array.isArray(nodes)) return
    nodes.forEach((node, i) => {
      if (!isNode(node)) return
      const at = childPath(path, i)
      if (node.type === 'stack' && typeof node.padding === 'number') {
        problems.push({
          path: childPath(at, 'padding'),
          said: said('insetPadding', { n: node.padding }),
        })
      }
      for (const [children, childAt] of passesInsetTo(node, at)) visit(children, childAt)
    })
  }
  visit((screen as Json).body, '/body')
  return problems
}
