import { formatDateTime } from '../seed/codes'
import { errors } from '../errors'
import { PUBLISHED_SCREENS, SEED_DRAFT } from '../seed/remote-screens'
import { arg, text, type CallContext, defineHandlers } from './context'

// Published screen configs by token (and id). The backend hands them out as written: checking them is the
// app's job, so the broken one goes out too. In dev and preview the browser's calls go past this to the screens
// service (server/screens-service), which answers both calls the same way; this answers node tests and Storybook.
function published(context: CallContext) {
  const token = text(context, 'token').trim()
  const id = text(context, 'id').trim() || null
  const found = PUBLISHED_SCREENS.find((s) => s.token === token && s.id === id)
  if (!found) throw errors.notFound('活动页面')
  return found
}

/** A draft for its preview link: only with the draft's key (a wrong one answers as a page nobody made). */
function preview(context: CallContext) {
  const token = text(context, 'token').trim()
  const id = text(context, 'id').trim() || null
  const d = SEED_DRAFT
  if (token !== d.token || id !== d.id || text(context, 'key') !== d.previewKey) throw errors.notFound('活动页面')
  return { token: d.token, id: d.id, version: 0, publishTime: d.saveTime, config: d.config }
}

/** A published page's form values, kept as one entry (the request schema bounds them). */
function submitEntry(context: CallContext) {
  const page = published(context)
  const key = page.id ? `${page.token}/${page.id}` : page.token
  const values = arg(context, 'values') as Record<string, unknown>
  const kept = context.store.state.screenEntries[key] ?? []
  const entry = { entryId: context.store.state.serial + 1, version: page.version, submitTime: formatDateTime(context.now), values }
  context.store.update((state) => {
    state.serial += 1
    state.screenEntries = { ...state.screenEntries, [key]: [...kept, entry] }
  })
  return { entryId: entry.entryId, submitTime: entry.submitTime, version: entry.version }
}

export const remoteScreenHandlers = defineHandlers({
  'screens.get': published,
  'screens.submitEntry': submitEntry,
  'screens.preview': preview,
})
