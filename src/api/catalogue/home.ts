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
    request: 'api/usage-event.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
    // Sent as a beacon when the page hides, which carries no headers (src/api/beacon.ts).
    unsigned: true,
    assumed: 'payload not shown: one event { eventCode, resourceType, resourceId, ... }; sent to the API host.',
  },
  'events.traceAll': {
    summary: 'Report a batch of usage events.',
    method: 'POST',
    path: '/eves/event/trace/all',
    request: 'api/usage-event-batch.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
    unsigned: true,
    assumed: 'payload not shown: { events: [...] }, at most 100; sent to the API host.',
  },
} as const satisfies Record<string, CallSpec>
