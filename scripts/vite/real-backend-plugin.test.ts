import { describe, expect, it } from 'vitest'
import { buildContents, leftOutAliases } from './real-backend-plugin.ts'

describe('what a build leaves out', () => {
  it('keeps the embedded backend and the developer tools without VITE_API_BASE', () => {
    expect(buildContents({})).toEqual({ embeddedBackend: true, devTools: true })
    expect(leftOutAliases(buildContents({}))).toEqual([])
  })

  it('leaves out the embedded backend and the developer tools for a real backend', () => {
    const contents = buildContents({ VITE_API_BASE: 'https://api.example.com' })
    expect(contents).toEqual({ embeddedBackend: false, devTools: false })
    const swapped = leftOutAliases(contents).map((a) => [String(a.find), a.replacement.replace(/.*src\/shell\//, '')])
    expect(swapped).toEqual([
      ['/^\\.\\/mock-backend$/', 'mock-backend.none.ts'],
      ['/^\\.\\/debug-routes$/', 'debug-routes.none.ts'],
      ['/^\\.\\/devtools\\/DevToolsMount$/', 'devtools/DevToolsMount.none.tsx'],
    ])
  })

  it('keeps the developer tools of a real-backend build that enables them (a uat build)', () => {
    const contents = buildContents({ VITE_API_BASE: 'https://api-uat.example.com', VITE_DEV_TOOLS: 'true' })
    expect(contents).toEqual({ embeddedBackend: false, devTools: true })
    expect(leftOutAliases(contents)).toHaveLength(1)
  })
})
