import type { CallSpec } from '../call-spec'

// The case library and the case form (/doctor/market/case, /medical/case/add...). The case detail is §7's
// pc_case_details/details (content.caseDetails in content.ts).
export const caseCalls = {
  'cases.list': {
    summary: 'The case library, paged.',
    method: 'GET',
    path: '/reabs/medical_case/list',
    request: 'api/case-query.schema.json',
    response: 'api/case-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'cases.save': {
    summary: 'Save a case from the case form.',
    method: 'POST',
    path: '/reabs/medical_case/save',
    request: 'api/case-save-request.schema.json',
    response: 'api/case-save-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>
