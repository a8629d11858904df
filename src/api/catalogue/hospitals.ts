import type { CallSpec } from '../call-spec'

// The hospital directory: the searchable list and one hospital's page (three routes show it).
export const hospitalCalls = {
  'hospitals.list': {
    summary: 'Hospitals, paged, searchable by name and filtered by a province, city or district code.',
    method: 'GET',
    path: '/reabs/hospital/list',
    request: 'api/hospital-query.schema.json',
    response: 'api/hospital-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/hospital/list?name&areaCode&current&size, answers a page of hospitals.',
  },
  'hospitals.detail': {
    summary: 'One hospital: level, type, address, phone, photo, introduction (HTML), departments and doctors.',
    method: 'GET',
    path: '/reabs/hospital/detail/{hospitalId}',
    request: 'api/hospital-detail-query.schema.json',
    response: 'api/hospital-detail.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/hospital/detail/{hospitalId}; an unknown id answers 125000404 医院不存在.',
  },
} as const satisfies Record<string, CallSpec>
