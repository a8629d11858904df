// Fill `{name}` placeholders of a catalogue path from the args; what fills the path is not sent again.

export interface FilledPath {
  path: string
  rest: unknown
}

export function fillPath(template: string, args: unknown): FilledPath {
  if (!template.includes('{')) return { path: template, rest: args }
  const values = isPlainObject(args) ? { ...args } : {}
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    delete values[name]
    return encodeURIComponent(value === undefined || value === null ? '' : String(value))
  })
  return { path, rest: values }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FormData)
}
