// The app's `inspect` data-source kind, for the screen inspector (/debug/inspect): the latest screen the engine
// drew other than the inspector itself, or the API client's last calls, newest first.
import type { ApiClient } from '../../api'
import type { DataSourceFetcher, Engine } from '../../engine'

export function inspectSource(engine: Engine, api: Pick<ApiClient, 'recentCalls'>): DataSourceFetcher<'inspect'> {
  return (source) => {
    if (source.inspect === 'calls') return [...api.recentCalls()].reverse()
    return engine.inspection.latest(source.except ?? []) ?? null
  }
}
