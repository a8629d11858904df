import type { CallSpec } from '../call-spec'

// Activity pages: most are config only; the album list reads the topic albums the homes link to.
export const activityCalls = {
  'album.list': {
    summary: 'The topic albums (the activity album list), each with its cover and how many pieces it holds.',
    method: 'GET',
    path: '/reabs/album/list',
    response: 'api/album-list.schema.json',
    auth: 'login',
    assumed: 'not in the spec: GET /reabs/album/list answers albumCode, title, description, coverUrl, contentCount.',
  },
} as const satisfies Record<string, CallSpec>
