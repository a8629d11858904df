// A draft drawn for staff (the builder's phone frame, a preview link) is tried out, not answered: its form's
// screens.submitEntry is answered here and never sent, so trying a sign-up or survey leaves no entry in the live
// page's list (and a page not yet published does not fail with 活动页面不存在). Every other call goes out as usual.
import type { CallMap, CallName } from '../../api/call-types'
import type { EngineServices } from '../../engine'

/** yyyy-MM-dd HH:mm:ss in China time, as the service answers an entry's time. */
const chinaNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

export function keepNoEntries(services: EngineServices): EngineServices {
  const call = <N extends CallName>(
    name: N,
    args: CallMap[N]['request'],
    options?: { silent?: boolean; signal?: AbortSignal },
  ): Promise<CallMap[N]['response']> => {
    if (name !== 'screens.submitEntry') return services.call(name, args, options)
    const answer: CallMap['screens.submitEntry']['response'] = { entryId: 0, submitTime: chinaNow(), version: 0 }
    return Promise.resolve(answer as CallMap[N]['response'])
  }
  return { ...services, call }
}
