// Stand-in for markdown-to-jsx, which rjsf's core imports for rich descriptions and help (about 10 KB gzip).
// Our templates show neither as markdown, so the app's Vite config may alias 'markdown-to-jsx/react' here.
import type { ReactNode } from 'react'

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>
}
