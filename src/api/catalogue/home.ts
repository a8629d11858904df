import type { CallSpec } from '../call-spec'

// Home page, message centre, reports and usage events.
export const homeCalls = {
  'homepage.tabBarIcons': {
    summary: 'Tab-bar icons: the doctor app has its own set.',
    method: 'GET',
    path: '/bff/homepage/dcloud/tab_bar_icon/v2',
    doctorAppPath: '/bff/homepage/dzj/tab_bar_icon/v3',
    response: 'api/opaque.schema.json',
    auth: 'none',
  },
  'messages.unreadCount': {
    summary: 'How many messages are unread (called only when logged in).',
    method: 'GET',
    path: '/bdc/message_catalog/unread_count',
    response: 'api/unread-count.schema.json',
    auth: 'login',
    assumed: 'response not shown: data is the count as an integer.',
  },
  'report.execute': {
    summary: 'Run a report with parameters; answers datasets for COUNT or COUNTS widgets.',
    method: 'POST',
    path: '/analytic/report/execute/{id}',
    request: 'api/report-execute-request.schema.json',
    response: 'api/report-dataset.schema.json',
    auth: 'login',
  },
  'events.trace': {
    summary: 'Report usage events (page visit 101002 and others).',
    method: 'POST',
    path: '/eves/event/trace',
    request: 'api/open-payload.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
    assumed: 'payload not shown; sent to the API host like every call.',
  },
  'events.traceAll': {
    summary: 'Report a batch of usage events.',
    method: 'POST',
    path: '/eves/event/trace/all',
    request: 'api/open-payload.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
    assumed: 'payload not shown; sent to the API host like every call.',
  },
} as const satisfies Record<string, CallSpec>
