import type { CallSpec } from '../call-spec'

// Areas: the children of a region (provinces from 100000), streets and committees, one area's detail.
export const areaCalls = {
  'area.byParent': {
    summary: 'Child areas of parentCode (100000 for provinces; up to three levels).',
    method: 'GET',
    path: '/reabs/area/by_parent',
    request: 'api/area-by-parent-query.schema.json',
    response: 'api/area-option-list.schema.json',
    auth: 'none',
  },
  'area.streets': {
    summary: 'Streets of a district, or committees of a street (empty where none are known).',
    method: 'GET',
    path: '/doabf/area/by_parent',
    request: 'api/area-by-parent-query.schema.json',
    response: 'api/area-option-list.schema.json',
    auth: 'none',
  },
  'area.detail': {
    summary: 'One area by code.',
    method: 'GET',
    path: '/reabs/area/detail',
    request: 'api/area-detail-query.schema.json',
    response: 'api/area-option.schema.json',
    auth: 'none',
    assumed: 'response not shown: the area as name and code.',
  },
} as const satisfies Record<string, CallSpec>
