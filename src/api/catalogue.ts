// The catalogue of named calls. Pure data, importable from Node (screens check) and the browser.
// The API layer issue fills it in; the engine's `call` data source and action look names up here.
export interface CallSpec {
  method: 'GET' | 'POST'
  path: string
}

export const catalogue: Record<string, CallSpec> = {}

export function callNames(): string[] {
  return Object.keys(catalogue).sort()
}
