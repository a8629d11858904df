import type { CallSpec } from '../call-spec'

// Health-file authorisation (issue 13 item 6): someone (a family doctor, a family member) asks for a permission on
// a resident's health file; the resident sees who asks for what, and grants or refuses it.
export const healthFileCalls = {
  'healthFile.authorization': {
    summary: 'Who asks for which permission on whose health file, and whether it is decided.',
    method: 'GET',
    path: '/reabs/health_archive/authorization/{applicantUserId}/{healthArchiveUserId}/{permissionType}',
    request: 'api/health-file-authorization-query.schema.json',
    response: 'api/health-file-authorization.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown; the route gives {applicantUserId}/{healthArchiveUserId}/{permissionType}.',
  },
  'healthFile.decide': {
    summary: 'Grant or refuse a health-file permission.',
    method: 'POST',
    path: '/reabs/health_archive/authorization/decide',
    request: 'api/health-file-decision.schema.json',
    response: 'api/health-file-authorization.schema.json',
    auth: 'login',
    assumed: 'path and payload not shown: { applicantUserId, healthArchiveUserId, permissionType, agree }.',
  },
} as const satisfies Record<string, CallSpec>
