import type { CallSpec } from '../call-spec'

// The exam centre (/center/exam/*): papers by state, one paper's rules and attempts, attempts handed in, a
// passed attempt's certificate. Starting and handing in use the study centre's exam.start and exam.submit.
// Paths and shapes chosen (not shown in the spec): src/api/ASSUMPTIONS.md.
const chosen = (summary: string, path: string, request: string, response: string): CallSpec => ({
  summary,
  method: 'GET',
  path,
  request: `api/${request}.schema.json`,
  response: `api/${response}.schema.json`,
  // The exam centre is a doctor's (its routes are doctor-only).
  auth: 'doctor',
  assumed: 'see ASSUMPTIONS.md',
})

export const examCentreCalls = {
  'examCentre.list': chosen(
    "Exams by state, with the caller's standing.",
    '/reabs/exam/center/list',
    'exam-centre-list-query',
    'exam-centre-list',
  ),
  'examCentre.detail': chosen(
    'One exam: rules, attempts left, past attempts.',
    '/reabs/exam/center/detail',
    'exam-centre-detail-query',
    'exam-centre-detail',
  ),
  'examCentre.records': chosen(
    'Attempts handed in, newest first, paged.',
    '/reabs/exam/center/records',
    'paging-query',
    'exam-centre-records',
  ),
  'examCentre.certificate': chosen(
    "A passed attempt's certificate.",
    '/reabs/exam/center/certificate',
    'exam-result-query',
    'exam-certificate',
  ),
} as const satisfies Record<string, CallSpec>
