import type { CallSpec } from '../call-spec'

/**
 * Makes calls whose path and shape the spec does not show, chosen here and listed in src/api/ASSUMPTIONS.md: each
 * with its request and response schemas by their names under schemas/api, and `assumed` saying so.
 */
export const chosenCalls =
  (assumed = 'see ASSUMPTIONS.md') =>
  (summary: string, method: CallSpec['method'], path: string, request: string, response: string, auth: CallSpec['auth']): CallSpec => ({
    summary,
    method,
    path,
    request: `api/${request}.schema.json`,
    response: `api/${response}.schema.json`,
    auth,
    assumed,
  })
