import type { CallSpec } from '../call-spec'

// The health portrait (/health/portrait, /health/client/portrait) and the action score
// (/health/action-score and its score-detail). userId is the stored healthPortraitUserId; empty means the caller.
export const portraitCalls = {
  'portrait.indicators': {
    summary:
      "A resident's health portrait: blood pressure, fasting glucose, BMI and heart rate with dates, normal ranges and recent readings.",
    method: 'GET',
    path: '/reabs/health_portrait/indicators',
    request: 'api/portrait-query.schema.json',
    response: 'api/health-portrait.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/health_portrait/indicators?userId.',
  },
  'portrait.actionScore': {
    summary: "A resident's health action score (0 to 100) with its items.",
    method: 'GET',
    path: '/reabs/health_portrait/action_score',
    request: 'api/portrait-query.schema.json',
    response: 'api/action-score.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/health_portrait/action_score?userId.',
  },
  'portrait.scoreDetail': {
    summary: 'The action score history, newest first, paged: each change with the item and the score after it.',
    method: 'GET',
    path: '/reabs/health_portrait/action_score/detail',
    request: 'api/score-detail-query.schema.json',
    response: 'api/score-detail-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/health_portrait/action_score/detail?userId&current&size.',
  },
} as const satisfies Record<string, CallSpec>
