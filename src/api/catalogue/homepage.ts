import type { CallSpec } from '../call-spec'

// User homepages (/user/homepage/{accountCode} and its lists): public to read, following needs a login.
export const homepageCalls = {
  'homepage.profile': {
    summary: 'A user\'s homepage.',
    method: 'GET',
    path: '/reabs/user/homepage/detail/{accountCode}',
    request: 'api/homepage-query.schema.json',
    response: 'api/user-homepage.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'homepage.contents': {
    summary: 'A user\'s content by kind.',
    method: 'GET',
    path: '/reabs/user/homepage/content/list',
    request: 'api/homepage-contents-query.schema.json',
    response: 'api/content-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'homepage.fans': {
    summary: 'A user\'s fans.',
    method: 'GET',
    path: '/reabs/user/fans/list',
    request: 'api/people-query.schema.json',
    response: 'api/people-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'homepage.followings': {
    summary: 'Whom a user follows.',
    method: 'GET',
    path: '/reabs/user/follow/list',
    request: 'api/people-query.schema.json',
    response: 'api/people-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'homepage.follow': {
    summary: 'Follow or unfollow a user.',
    method: 'POST',
    path: '/reabs/user/follow',
    request: 'api/follow-request.schema.json',
    response: 'api/follow-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>
