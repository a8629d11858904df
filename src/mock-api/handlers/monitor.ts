import { arg, defineHandlers } from './context'

// Usage events and error reports: collected for the 调试 panel and tests (collector.ts); the answer is true.
export const monitorHandlers = defineHandlers({
  'events.trace': (c) => {
    c.collector?.record('events', [c.args])
    return true
  },
  'events.traceAll': (c) => {
    const events = arg(c, 'events')
    c.collector?.record('events', Array.isArray(events) ? events : [])
    return true
  },
  'monitor.errorReport': (c) => {
    c.collector?.record('reports', [c.args])
    return true
  },
})
