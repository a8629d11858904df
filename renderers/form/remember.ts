// `remember`: the listed fields' last submitted values, kept on this device and prefilled next time (spec §4:
// area, street, committee and detail address of the manual add). Keyed by form id, so the id should be unique
// across screens that remember.
import type { FormValues } from './validation/load-validator'

export const rememberKey = (formId: string): string => `edu.form.${formId}`

export function readRemembered(storage: Storage, formId: string, fields: readonly string[] | undefined): FormValues {
  if (!fields?.length) return {}
  try {
    const saved = JSON.parse(storage.getItem(rememberKey(formId)) ?? '{}') as unknown
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {}
    return Object.fromEntries(Object.entries(saved).filter(([k, v]) => fields.includes(k) && v !== null && v !== undefined))
  } catch {
    return {} // unreadable (another app version wrote it): start empty
  }
}

export function writeRemembered(storage: Storage, formId: string, fields: readonly string[] | undefined, values: FormValues): void {
  if (!fields?.length) return
  const kept = Object.fromEntries(fields.filter((f) => values[f] !== undefined && values[f] !== '').map((f) => [f, values[f]]))
  try {
    storage.setItem(rememberKey(formId), JSON.stringify(kept))
  } catch {
    // A full or blocked storage only loses the prefill.
  }
}
