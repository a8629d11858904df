import type { CallSpec } from '../call-spec'

// Screen configs published at run time (issue 9: activity pages written by product staff, no release). The
// activity routes {token} and {token}/{id} (SPEC §2) draw what this answers, once the app has checked it.
export const remoteScreenCalls = {
  'screens.get': {
    summary: 'A published screen config.',
    method: 'GET',
    path: '/reabs/activity/page/config',
    request: 'api/remote-screen-query.schema.json',
    response: 'api/remote-screen.schema.json',
    auth: 'none',
    assumed: 'not shown',
  },
  // Issue 34: a published page's form (a sign-up, a survey) submits its values with a `call` action; the screens
  // service keeps them, and staff list them and download them as CSV (server/screens-service).
  'screens.submitEntry': {
    summary: "A published page's form values, kept as one entry for the page's staff.",
    method: 'POST',
    path: '/reabs/activity/page/entry',
    request: 'api/screen-entry-request.schema.json',
    response: 'api/screen-entry.schema.json',
    auth: 'none',
    assumed: 'not shown',
  },
  // Issue 34 item 4: a draft opened on a phone by its preview link (/activity/preview/{token}?key=), before it is
  // published; the key, not a staff token, lets it through.
  'screens.preview': {
    summary: "A page's draft, for its preview link.",
    method: 'GET',
    path: '/reabs/activity/page/draft',
    request: 'api/remote-screen-preview-query.schema.json',
    response: 'api/remote-screen.schema.json',
    auth: 'none',
    assumed: 'not shown',
  },
} as const satisfies Record<string, CallSpec>
