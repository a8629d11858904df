import type { CallSpec } from '../call-spec'

// Health assessments (/health/health-assessment/*): the questionnaires of category health-assessment are listed
// and answered through the questionnaire calls; this is the caller's past results across them.
export const healthAssessmentCalls = {
  'assessment.results': {
    summary: "The caller's health assessment results, newest first.",
    method: 'GET',
    path: '/reabs/health_assessment/results',
    response: 'api/assessment-results.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>
