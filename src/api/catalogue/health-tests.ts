import type { CallSpec } from '../call-spec'

// Digital health tests (SPEC §2 health tests): the tests one can take and their introductions. Their reports
// are report.execute datasets (catalogue/home.ts; report ids in ASSUMPTIONS.md).
export const healthTestCalls = {
  'healthTest.subjects': {
    summary: 'The digital health tests one can take, with their introductions and report paths.',
    method: 'GET',
    path: '/reabs/digital_health_test/subjects',
    response: 'api/health-test-subject-list.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/digital_health_test/subjects.',
  },
  'healthTest.subject': {
    summary: 'One digital health test by its code.',
    method: 'GET',
    path: '/reabs/digital_health_test/subject',
    request: 'api/health-test-subject-query.schema.json',
    response: 'api/health-test-subject.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/digital_health_test/subject?code.',
  },
  'healthTest.explanations': {
    summary: "The caller's requests to have a health-test report explained by the family doctor, newest first.",
    method: 'GET',
    path: '/reabs/digital_health_test/report_explain/list',
    response: 'api/health-test-explanation-list.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/digital_health_test/report_explain/list.',
  },
  'healthTest.explanation': {
    summary: 'One report-explanation request with the doctor\'s answer (code empty: the newest).',
    method: 'GET',
    path: '/reabs/digital_health_test/report_explain/detail',
    request: 'api/health-test-explanation-query.schema.json',
    response: 'api/health-test-explanation.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/digital_health_test/report_explain/detail?code.',
  },
  'healthTest.addExplanation': {
    summary: 'Ask the family doctor to explain a health-test report; answers the new request.',
    method: 'POST',
    path: '/reabs/digital_health_test/report_explain/add',
    request: 'api/health-test-explanation-request.schema.json',
    response: 'api/health-test-explanation.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/digital_health_test/report_explain/add { subjectCode, question }.',
  },
} as const satisfies Record<string, CallSpec>
