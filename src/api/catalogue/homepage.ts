import type { CallSpec } from '../call-spec'

// User homepages (/user/homepage/{accountCode} and its lists): public to read, following needs a login.
export const homepageCalls = {
  'homepage.profile': {
    summary: 'A user\'s homepage: name, title, hospital, introduction, counts, and whether the caller follows him.',
    method: 'GET',
    path: '/reabs/user/homepage/detail/{accountCode}',
    request: 'api/homepage-query.schema.json',
    response: 'api/user-homepage.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/user/homepage/detail/{accountCode} (a userCode answers too).',
  },
  'homepage.contents': {
    summary: 'What a user wrote, by kind (article, news, popular, video), newest first, paged.',
    method: 'GET',
    path: '/reabs/user/homepage/content/list',
    request: 'api/homepage-contents-query.schema.json',
    response: 'api/content-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/user/homepage/content/list?accountCode&kind&current&size, content cards.',
  },
  'homepage.fans': {
    summary: 'Who follows a user, paged.',
    method: 'GET',
    path: '/reabs/user/fans/list',
    request: 'api/people-query.schema.json',
    response: 'api/people-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/user/fans/list?userId&current&size.',
  },
  'homepage.followings': {
    summary: 'Whom a user follows, paged.',
    method: 'GET',
    path: '/reabs/user/follow/list',
    request: 'api/people-query.schema.json',
    response: 'api/people-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/user/follow/list?userId&current&size.',
  },
  'homepage.follow': {
    summary: 'Follow or unfollow a user.',
    method: 'POST',
    path: '/reabs/user/follow',
    request: 'api/follow-request.schema.json',
    response: 'api/follow-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/user/follow { accountCode, follow } answers { followed, fansCount }.',
  },
} as const satisfies Record<string, CallSpec>
