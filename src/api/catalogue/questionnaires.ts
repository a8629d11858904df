import type { CallSpec } from '../call-spec'

// Questionnaires (issue 9): product staff write them as JSON (screens/questionnaires/), the backend serves them by
// id, scores a submitted one itself (the client's score is only shown until the server's arrives) and keeps it.
// Summaries are short on purpose: the catalogue ships in the entry chunk.
export const questionnaireCalls = {
  'questionnaire.get': {
    summary: 'A questionnaire config by id.',
    method: 'GET',
    path: '/reabs/questionnaire/{questionnaireId}',
    request: 'api/questionnaire-query.schema.json',
    response: 'api/questionnaire-config.schema.json',
    auth: 'none',
    assumed: 'not in the spec (ASSUMPTIONS.md).',
  },
  'questionnaire.submit': {
    summary: 'Submit answers; the server scores and keeps them.',
    method: 'POST',
    path: '/reabs/questionnaire/submit',
    request: 'api/questionnaire-answer-request.schema.json',
    response: 'api/questionnaire-result.schema.json',
    auth: 'none',
    assumed: 'not in the spec (ASSUMPTIONS.md).',
  },
  'questionnaire.latest': {
    summary: "The caller's latest result of a questionnaire.",
    method: 'GET',
    path: '/reabs/questionnaire/{questionnaireId}/latest',
    request: 'api/questionnaire-query.schema.json',
    response: 'api/questionnaire-latest.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md).',
  },
  'questionnaire.list': {
    summary: "A category's questionnaires with the caller's scores.",
    method: 'GET',
    path: '/reabs/questionnaires',
    request: 'api/questionnaire-list-query.schema.json',
    response: 'api/questionnaire-summary-list.schema.json',
    auth: 'login',
    assumed: 'not in the spec (ASSUMPTIONS.md).',
  },
} as const satisfies Record<string, CallSpec>
