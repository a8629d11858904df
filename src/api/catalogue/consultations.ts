import type { CallSpec } from '../call-spec'

// Difficult-case consultations (/doctor/difficult/*, /health/difficult/*, /difficult/medknotty-detail).
export const consultationCalls = {
  'consult.list': {
    summary: "The caller's consultations.",
    method: 'GET',
    path: '/reabs/difficult_consult/list',
    request: 'api/paging-query.schema.json',
    response: 'api/consultation-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'consult.detail': {
    summary: 'One consultation and its reply.',
    method: 'GET',
    path: '/reabs/difficult_consult/detail',
    request: 'api/consultation-query.schema.json',
    response: 'api/consultation-detail.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'consult.ask': {
    summary: 'Ask experts about a case.',
    method: 'POST',
    path: '/reabs/difficult_consult/ask',
    request: 'api/consultation-ask-request.schema.json',
    response: 'api/consultation-ask-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'reeducation.auxiliaryDiagnosis': {
    summary: 'Diagnoses to consider for the symptoms and findings entered (re-education auxiliary diagnosis).',
    method: 'POST',
    effect: 'read',
    path: '/reabs/re_education/auxiliary_diagnosis',
    request: 'api/auxiliary-diagnosis-request.schema.json',
    response: 'api/auxiliary-diagnosis.schema.json',
    auth: 'doctor',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>
