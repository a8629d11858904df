// The upload action: a chosen file sent through the host's upload service, the percent sent kept in screen state
// so any node can show it. Uploads under way are kept by id here, so a cancel button's chain can stop one.
import type { ActionHandler, ActionOf } from '../types'
import type { CallName } from '../../generated/api'

/**
 * A cancelled upload ends its chain quietly, as CancelledError does (a failure with a code); not that class
 * itself: importing builtins here would split the entry's shared modules into chunks of their own.
 */
const cancelled = () => Object.assign(new Error('cancelled'), { code: 'CANCELLED' })

const running = new Map<string, AbortController>()

function formValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export const uploadAction: ActionHandler<ActionOf<'upload'>> = async (a, { services, screen }) => {
  if (a.cancel === true) {
    running.get(a.id)?.abort()
    return undefined
  }
  if (!services.upload) throw new Error('upload: this host cannot send files')
  if (!a.call || !(await services.isCall(a.call))) throw new Error(`upload: "${String(a.call)}" is not a call`)
  const call = a.call as CallName
  // Several files (an uploader with multiple) go as one field repeated, in the order chosen.
  const files = Array.isArray(a.file) ? a.file.filter((f): f is Blob => f instanceof Blob) : a.file instanceof Blob ? a.file : undefined
  if (!files || (Array.isArray(files) && files.length === 0)) throw new Error('upload: no file chosen')
  const fields: Record<string, string | Blob | readonly Blob[]> = {}
  for (const [key, value] of Object.entries(a.args ?? {})) if (value !== undefined && value !== null) fields[key] = formValue(value)
  fields[a.fileField ?? 'file'] = files
  // A second upload of the same id replaces the first: one progress key cannot show two.
  running.get(a.id)?.abort()
  const controller = new AbortController()
  running.set(a.id, controller)
  const progress = a.progress
  const show = (percent: number) => progress && screen.setState(progress, percent)
  show(0)
  try {
    return await services.upload(call, fields, {
      signal: controller.signal,
      onProgress: (fraction) => show(Math.min(100, Math.round(fraction * 100))),
    })
  } catch (e) {
    if (controller.signal.aborted) throw cancelled()
    throw e
  } finally {
    if (running.get(a.id) === controller) running.delete(a.id)
  }
}
