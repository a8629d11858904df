// The project README and docs/ stay an entry point a clone can follow: every relative link resolves to a file of
// the repository (and a #heading to a heading of it), nothing points outside the repository, and the README stays
// short enough to read in one go.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** Markdown links and images outside code: `[text](target)`, the target without a title. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')))
}

const external = /^(https?:|mailto:)/

/** Every .md file of the repository, outside dependencies, builds and caches. */
function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return /^(node_modules|dist.*|storybook-static|gallery|test-results|\.git|\.cache|\.screens-data)$/.test(entry.name)
        ? []
        : markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

describe('README.md and docs/', () => {
  it.each(pages)('%s: every relative link resolves to a file (and heading) of the repository', (page) => {
    const broken: string[] = []
    for (const link of linksOf(readFileSync(join(root, page), 'utf8'))) {
      if (external.test(link)) continue
      const [path = '', anchor] = link.split('#')
      const target = path === '' ? join(root, page) : join(root, dirname(page), decodeURIComponent(path))
      if (relative(root, target).startsWith('..')) broken.push(`${link}: outside the repository`)
      else if (!existsSync(target)) broken.push(`${link}: no such file`)
      else if (anchor && statSync(target).isFile() && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        broken.push(`${link}: no heading #${anchor}`)
    }
    expect(broken).toEqual([])
  })

  it('no README or docs page sends the reader to the design notes outside the repository', () => {
    const markdown = markdownFiles('')
    const outside = /\.\.\/shared\/|shared\/(SPEC|DESIGN|STACK)\.md|\b(DESIGN|STACK)\.md/
    expect(markdown.filter((file) => outside.test(readFileSync(join(root, file), 'utf8')))).toEqual([])
  })

  it('the README stays under 200 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(200)
  })
})
