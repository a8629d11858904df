// JSON paths as JSON Pointers (RFC 6901), the form ajv reports and editors understand: /body/0/press/action.
export function childPath(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`
}
