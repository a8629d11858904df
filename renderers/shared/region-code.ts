/**
 * The area a region value names: a code, or a region picker's codes (province, city, district), whose last one is
 * the area. The street picker asks for the streets of that area; the app's `region` data source reads it too.
 */
export function regionCode(value: unknown): string | undefined {
  const last: unknown = Array.isArray(value) ? value[value.length - 1] : value
  if (typeof last === 'number') return String(last)
  return typeof last === 'string' && last !== '' ? last : undefined
}
