// `import { Badge } from 'antd-mobile'` is rewritten to the component's own module (vite.config.ts), so the build
// counts only the components a chunk uses. Vite's dependency scanner reads the source before that rewrite and
// sees only 'antd-mobile'; in `npm run dev` each component's module was then found late, one page at a time,
// and every find re-bundled the dependencies and reloaded the page (issue 30). The same list, read from the
// source at start, is handed to the optimizer up front (optimizeDeps.include).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a component's module lives; the rewrite's template (@rolldown/plugin-transform-imports). */
export const ANTD_COMPONENT_TEMPLATE = 'antd-mobile/es/components/{{kebabCase member}}'

/** The rewrite's kebab case: DotLoading → dot-loading (the plugin's own word split). */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1\0$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1\0$2')
    .split('\0')
    .map((word) => word.toLowerCase())
    .join('-')
}

// Re-exports count: a module that only passes a component on (a lazy chunk's entry) is rewritten too.
const NAMED_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd-mobile['"]/g

/** The values (not types) a file imports or re-exports from 'antd-mobile' by name. */
export function antdMobileNames(source: string): string[] {
  const names: string[] = []
  for (const [, typeOnly, list] of source.matchAll(NAMED_IMPORT)) {
    if (typeOnly) continue
    for (const specifier of list.split(',')) {
      const [name] = specifier.trim().split(/\s+as\s+/)
      if (name && !name.startsWith('type ')) names.push(name)
    }
  }
  return names
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(dir, file))
}

/** The component modules the app's source imports, as the rewrite names them, sorted. */
export function antdMobileComponentImports(dirs: readonly string[]): string[] {
  const names = new Set(dirs.flatMap(sourceFiles).flatMap((file) => antdMobileNames(readFileSync(file, 'utf8'))))
  return [...names].map((name) => ANTD_COMPONENT_TEMPLATE.replace('{{kebabCase member}}', kebabCase(name))).sort()
}
