import type { CallSpec } from '../call-spec'

// Medical reports (/health/medical-report/*): past examination reports and one indicator's history.
const assumed = 'path and shape not shown: see ASSUMPTIONS.md.'

export const medicalReportCalls = {
  'medicalReport.list': {
    summary: "The resident's past examination reports, newest first.",
    method: 'GET',
    path: '/reabs/medical_report/list',
    response: 'api/medical-report-list.schema.json',
    auth: 'login',
    assumed,
  },
  'medicalReport.detail': {
    summary: 'A past examination report with its items, ranges and flags.',
    method: 'GET',
    path: '/reabs/medical_report/historical/{reportId}',
    request: 'api/medical-report-query.schema.json',
    response: 'api/medical-report-detail.schema.json',
    auth: 'login',
    assumed,
  },
  'medicalReport.indicator': {
    summary: "One indicator across the resident's examinations.",
    method: 'GET',
    path: '/reabs/medical_report/indicator_record/{recordCode}',
    request: 'api/medical-indicator-query.schema.json',
    response: 'api/medical-indicator-record.schema.json',
    auth: 'login',
    assumed,
  },
} as const satisfies Record<string, CallSpec>
