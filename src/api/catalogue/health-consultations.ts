import type { CallSpec } from '../call-spec'

// Health consultations (/health/health-consultation/*): a resident asks a doctor by text, phone or video.
const assumed = 'path and shape not shown: see ASSUMPTIONS.md.'

export const healthConsultationCalls = {
  'healthConsult.serviceTypes': {
    summary: 'The kinds of health consultation with their lowest prices.',
    method: 'GET',
    path: '/reabs/health_consult/service_types',
    response: 'api/health-consult-service-types.schema.json',
    auth: 'none',
    assumed,
  },
  'healthConsult.list': {
    summary: "The caller's health consultations, of one service type or all.",
    method: 'GET',
    path: '/reabs/health_consult/list',
    request: 'api/health-consult-list-query.schema.json',
    response: 'api/health-consult-page.schema.json',
    auth: 'login',
    assumed,
  },
  'healthConsult.detail': {
    summary: 'One health consultation: question, pictures, doctor, reply.',
    method: 'GET',
    path: '/reabs/health_consult/detail',
    request: 'api/health-consult-query.schema.json',
    response: 'api/health-consult-detail.schema.json',
    auth: 'login',
    assumed,
  },
  'healthConsult.doctors': {
    summary: 'Doctors of the hospitals who take a service type, with their price.',
    method: 'GET',
    path: '/reabs/health_consult/doctors',
    request: 'api/health-consult-doctors-query.schema.json',
    response: 'api/health-consult-doctor-page.schema.json',
    auth: 'login',
    assumed,
  },
  'healthConsult.ask': {
    summary: 'Ask the chosen doctor a health question.',
    method: 'POST',
    path: '/reabs/health_consult/ask',
    request: 'api/health-consult-ask-request.schema.json',
    response: 'api/health-consult-ask-result.schema.json',
    auth: 'login',
    assumed,
  },
} as const satisfies Record<string, CallSpec>
