import type { CallSpec } from '../call-spec'

// Activity pages: most are config only; the album list reads the topic albums the homes link to; the summer
// practice keeps a student's sign-up and the national day its tasks (issue 32; ASSUMPTIONS.md, activities).
export const activityCalls = {
  'album.list': {
    summary: 'The topic albums (the activity album list), each with its cover and how many pieces it holds.',
    method: 'GET',
    path: '/reabs/album/list',
    response: 'api/album-list.schema.json',
    auth: 'login',
    assumed: 'not in the spec: GET /reabs/album/list answers albumCode, title, description, coverUrl, contentCount.',
  },
  'summerPractice.mine': {
    summary: "The caller's summer practice sign-up, if any.",
    method: 'GET',
    path: '/reabs/activity/summer_practice/mine',
    response: 'api/summer-practice-mine.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md, activities).',
  },
  'summerPractice.signUp': {
    summary: 'Sign up for the summer practice; once per person.',
    method: 'POST',
    path: '/reabs/activity/summer_practice/sign_up',
    request: 'api/summer-practice-sign-up-request.schema.json',
    response: 'api/summer-practice-sign-up.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md, activities).',
  },
  'nationalDay.tasks': {
    summary: "Today's national day tasks with the caller's state.",
    method: 'GET',
    path: '/reabs/activity/national_day/tasks',
    response: 'api/national-day-tasks.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md, activities).',
  },
  'nationalDay.claim': {
    summary: "Claim a task's points once it is done; once a day.",
    method: 'POST',
    path: '/reabs/activity/national_day/claim',
    request: 'api/national-day-claim-request.schema.json',
    response: 'api/national-day-claim.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md, activities).',
  },
} as const satisfies Record<string, CallSpec>
