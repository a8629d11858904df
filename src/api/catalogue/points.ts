import type { CallSpec } from '../call-spec'

// Points, invitations and the cashier.
export const pointsCalls = {
  'points.bills': {
    summary: 'Points by month with their entries, paged (10 a page; fewer means the last page).',
    method: 'POST',
    path: '/reabs/point_info/query_bill_list',
    request: 'api/paging-query.schema.json',
    response: 'api/points-bill-page.schema.json',
    auth: 'login',
    assumed: 'path not shown: POST /reabs/point_info/query_bill_list with payload current and size.',
  },
  'points.account': {
    summary: 'Points balances, with what expires at the end of this month.',
    method: 'GET',
    path: '/reabs/point_info/query_account',
    response: 'api/points-account.schema.json',
    auth: 'login',
    assumed: 'path not shown: GET /reabs/point_info/query_account.',
  },
  'points.consumeInfo': {
    summary: 'Consume-points information of the account (current=1, size=10).',
    method: 'GET',
    path: '/reabs/point_info/query_consume_info_by_account_code',
    request: 'api/paging-query.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'login',
  },
  'points.cashierStand': {
    summary: 'The points cashier.',
    method: 'GET',
    path: '/reabs/cashier_stand',
    request: 'api/open-query.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'login',
  },
  'invite.skuList': {
    summary: 'Rewards offered for inviting new users, by category.',
    method: 'GET',
    path: '/reabs/shop_sku_category/getInviteSkuListByCategoryList',
    request: 'api/open-query.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'login',
  },
  'invite.taskList': {
    summary: 'Invitation tasks.',
    method: 'GET',
    path: '/doabf/task/invite/list',
    request: 'api/open-query.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'login',
  },
} as const satisfies Record<string, CallSpec>
