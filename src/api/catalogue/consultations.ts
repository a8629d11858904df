import type { CallSpec } from '../call-spec'

// Difficult-case consultations (/doctor/difficult/*, /health/difficult/*, /difficult/medknotty-detail).
export const consultationCalls = {
  'consult.list': {
    summary: 'The caller\'s difficult-case consultations (a doctor\'s) or second opinions (a resident\'s), newest first.',
    method: 'GET',
    path: '/reabs/difficult_consult/list',
    request: 'api/paging-query.schema.json',
    response: 'api/consultation-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/difficult_consult/list?current&size.',
  },
  'consult.detail': {
    summary: 'One consultation of the caller: the question, status (待分诊, 专家会诊中, 已回复) and the expert\'s reply.',
    method: 'GET',
    path: '/reabs/difficult_consult/detail',
    request: 'api/consultation-query.schema.json',
    response: 'api/consultation-detail.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/difficult_consult/detail?consultId; another person\'s answers 125000404.',
  },
  'consult.ask': {
    summary: 'Ask experts about a difficult case (a doctor) or for a second opinion (a resident).',
    method: 'POST',
    path: '/reabs/difficult_consult/ask',
    request: 'api/consultation-ask-request.schema.json',
    response: 'api/consultation-ask-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/difficult_consult/ask { title, disease, description, images?, caseId? } answers { consultId }.',
  },
} as const satisfies Record<string, CallSpec>
