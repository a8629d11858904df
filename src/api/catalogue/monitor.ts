import type { CallSpec } from '../call-spec'

// Error reports (issue 13 item 8). The spec names an error-monitoring service but not its address: with a real
// backend reports go to VITE_ERROR_ENDPOINT; the embedded backend collects them at this path.
export const monitorCalls = {
  'monitor.errorReport': {
    summary: 'Report an error (uncaught, render or failed call) or the page performance.',
    method: 'POST',
    path: '/monitor/error/report',
    request: 'api/error-report.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
    unsigned: true,
    assumed: 'path not shown: the embedded backend collects reports here; a real build sends to VITE_ERROR_ENDPOINT.',
  },
} as const satisfies Record<string, CallSpec>
