import type { CallSpec } from '../call-spec'
import { chosenCalls } from './chosen'

// Research (medbrain research projects, samples) and feedback (on the app, and on a medicine's use). SPEC §2
// names the route families but no call: paths and shapes chosen, src/api/ASSUMPTIONS.md. The product portrait is
// report.execute (SPEC §7) with report ids RESEARCH_PORTRAIT_*.
const assumed = 'not in the spec: path and shape chosen (ASSUMPTIONS.md, research and feedback).'

const call = chosenCalls(assumed)

export const researchCalls = {
  'research.detail': call(
    'One research project: criteria, visits, products, whether the caller joined.',
    'GET',
    '/doabf/medbrain/research/detail',
    'research-project-query',
    'research-project',
    'login',
  ),
  'research.join': call(
    'A doctor joins a research project.',
    'POST',
    '/doabf/medbrain/research/join',
    'research-project-query',
    'research-join-result',
    'doctor',
  ),
  'research.enrollSample': call(
    'A doctor who joined the project enrolls one of his signed residents as a sample.',
    'POST',
    '/doabf/research/sample/add',
    'research-enroll-request',
    'research-enroll-result',
    'doctor',
  ),
  'research.samples': call(
    "Samples: a doctor's enrolled ones (of one project), a resident's own.",
    'GET',
    '/reabs/research/sample/list',
    'research-sample-query',
    'research-sample-page',
    'login',
  ),
  'research.sampleDetail': call(
    'One sample with its follow-up visits (its doctor or its resident only).',
    'GET',
    '/reabs/research/sample/detail',
    'research-sample-detail-query',
    'research-sample-detail',
    'login',
  ),
} as const satisfies Record<string, CallSpec>

export const feedbackCalls = {
  'feedback.submit': call(
    'Send feedback on the app: type, text, pictures, contact.',
    'POST',
    '/reabs/feedback/add',
    'feedback-request',
    'feedback-result',
    'login',
  ),
  'feedback.list': call(
    "The caller's feedback, newest first, with its reply state.",
    'GET',
    '/reabs/feedback/list',
    'paging-query',
    'feedback-page',
    'login',
  ),
  'feedback.detail': call(
    "One of the caller's feedback with its replies.",
    'GET',
    '/reabs/feedback/detail',
    'feedback-detail-query',
    'feedback-detail',
    'login',
  ),
  'medicineFeedback.submit': call(
    'Report how a medicine was tolerated: drug, adverse reactions, onset, severity.',
    'POST',
    '/reabs/research/medical_used/feedback/add',
    'medicine-feedback-request',
    'feedback-result',
    'login',
  ),
  'medicineFeedback.list': call(
    "The caller's medicine-use feedback with the doctor's reply.",
    'GET',
    '/reabs/research/medical_used/feedback/list',
    'paging-query',
    'medicine-feedback-page',
    'login',
  ),
  'research.drugs': {
    summary: 'The medicines research projects study (the medicine-use feedback offers them).',
    method: 'GET',
    path: '/reabs/research/drug/list',
    request: 'api/research-drug-query.schema.json',
    response: 'api/research-drug-list.schema.json',
    auth: 'login',
    assumed,
  },
} as const satisfies Record<string, CallSpec>
