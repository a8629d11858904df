import type { CallSpec } from '../call-spec'

// Questionnaires (issue 9): product staff write them as JSON (screens/questionnaires/), the backend serves them by
// id, scores a submitted one itself (the client's score is only shown until the server's arrives) and keeps it.
export const questionnaireCalls = {
  'questionnaire.get': {
    summary: 'A questionnaire by id: its pages of questions, option scores and score bands with advice.',
    method: 'GET',
    path: '/reabs/questionnaire/{questionnaireId}',
    request: 'api/questionnaire-query.schema.json',
    response: 'api/questionnaire-config.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/questionnaire/{questionnaireId} answers the config as written.',
  },
  'questionnaire.submit': {
    summary: 'Submit a filled questionnaire: the server scores it and keeps it for the caller (when logged in).',
    method: 'POST',
    path: '/reabs/questionnaire/submit',
    request: 'api/questionnaire-answer-request.schema.json',
    response: 'api/questionnaire-result.schema.json',
    auth: 'none',
    assumed: 'path and payload not shown: { questionnaireId, answers by question id }; answers the score, band and advice.',
  },
  'questionnaire.latest': {
    summary: "The caller's latest result of a questionnaire and how many times it was filled.",
    method: 'GET',
    path: '/reabs/questionnaire/{questionnaireId}/latest',
    request: 'api/questionnaire-query.schema.json',
    response: 'api/questionnaire-latest.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/questionnaire/{questionnaireId}/latest.',
  },
  'questionnaire.list': {
    summary: "The questionnaires of a category (doctors' knowledge self-tests, special services) with the caller's latest score.",
    method: 'GET',
    path: '/reabs/questionnaires',
    request: 'api/questionnaire-list-query.schema.json',
    response: 'api/questionnaire-summary-list.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/questionnaires?category.',
  },
} as const satisfies Record<string, CallSpec>
