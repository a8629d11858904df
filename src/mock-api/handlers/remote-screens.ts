import { errors } from '../errors'
import { PUBLISHED_SCREENS } from '../seed/remote-screens'
import { text, type CallContext, type CallHandler } from './context'

// Published screen configs by token (and id). The backend hands them out as written: checking them is the
// app's job, so the broken one goes out too.
function published(context: CallContext) {
  const token = text(context, 'token').trim()
  const id = text(context, 'id').trim() || null
  const found = PUBLISHED_SCREENS.find((s) => s.token === token && s.id === id)
  if (!found) throw errors.notFound('活动页面')
  return found
}

export const remoteScreenHandlers: Record<string, CallHandler> = {
  'screens.get': published,
}
