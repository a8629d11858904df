import type { CallSpec } from '../call-spec'

// Digital health tests (SPEC §2 health tests): the tests one can take and their introductions. Their reports
// are report.execute datasets (catalogue/home.ts). Paths and shapes are not in the spec: ASSUMPTIONS.md says
// which we chose (summaries stay short: the catalogue ships in the entry chunk).
export const healthTestCalls = {
  'healthTest.subjects': {
    summary: 'The digital health tests.',
    method: 'GET',
    path: '/reabs/digital_health_test/subjects',
    response: 'api/health-test-subject-list.schema.json',
    auth: 'none',
    assumed: 'not shown',
  },
  'healthTest.subject': {
    summary: 'One health test by code.',
    method: 'GET',
    path: '/reabs/digital_health_test/subject',
    request: 'api/health-test-subject-query.schema.json',
    response: 'api/health-test-subject.schema.json',
    auth: 'none',
    assumed: 'not shown',
  },
  'healthTest.explanations': {
    summary: "The caller's report explanations.",
    method: 'GET',
    path: '/reabs/digital_health_test/report_explain/list',
    response: 'api/health-test-explanation-list.schema.json',
    auth: 'login',
    assumed: 'not shown',
  },
  'healthTest.explanation': {
    summary: 'One report explanation.',
    method: 'GET',
    path: '/reabs/digital_health_test/report_explain/detail',
    request: 'api/health-test-explanation-query.schema.json',
    response: 'api/health-test-explanation.schema.json',
    auth: 'login',
    assumed: 'not shown',
  },
  'healthTest.addExplanation': {
    summary: 'Ask for a report explanation.',
    method: 'POST',
    path: '/reabs/digital_health_test/report_explain/add',
    request: 'api/health-test-explanation-request.schema.json',
    response: 'api/health-test-explanation.schema.json',
    auth: 'login',
    assumed: 'not shown',
  },
  'healthTest.submit': {
    summary: 'Submit a test taken; the server scores it.',
    method: 'POST',
    path: '/reabs/digital_health_test/submit',
    request: 'api/health-test-submit-request.schema.json',
    response: 'api/health-test-result.schema.json',
    auth: 'login',
    assumed: 'not shown',
  },
  'healthTest.latest': {
    summary: "A person's latest result of a test.",
    method: 'GET',
    path: '/reabs/digital_health_test/latest',
    request: 'api/health-test-result-query.schema.json',
    response: 'api/health-test-latest.schema.json',
    auth: 'login',
    assumed: 'not shown',
  },
} as const satisfies Record<string, CallSpec>
