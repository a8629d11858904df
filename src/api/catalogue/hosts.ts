import type { CallSpec } from '../call-spec'

// Glue for the hosts the app runs in: WeChat, WeCom, UnionPay.
export const hostCalls = {
  'wechat.currentUser': {
    summary: 'The WeChat user of an official account.',
    method: 'GET',
    path: '/idp/weixin/current/{x}/user',
    request: 'api/wechat-user-query.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'none',
  },
  'wechat.jsapiTicket': {
    summary: 'WeChat JS-SDK ticket.',
    method: 'GET',
    path: '/reabs/wechat/jsapi_ticket',
    request: 'api/jsapi-ticket-query.schema.json',
    response: 'api/jsapi-ticket.schema.json',
    auth: 'none',
  },
  'workWechat.jsapiTicket': {
    summary: 'WeCom JS-SDK ticket.',
    method: 'GET',
    path: '/reabs/work_wechat/jsapi_ticket',
    request: 'api/jsapi-ticket-query.schema.json',
    response: 'api/jsapi-ticket.schema.json',
    auth: 'none',
  },
  'unionPay.frontToken': {
    summary: 'UnionPay front token.',
    method: 'GET',
    path: '/ag/union_pay/frontToken',
    response: 'api/union-pay-front-token.schema.json',
    auth: 'none',
  },
  'unionPay.authenticateByCode': {
    summary: 'UnionPay automatic login by code, returning to redirectUri.',
    method: 'GET',
    path: '/union_pay/xcx/authenticate_by_code',
    request: 'api/union-pay-authenticate-query.schema.json',
    response: 'api/union-pay-authentication.schema.json',
    assumed: 'answer not shown: { authenticated, userToken, redirectUri }; the code is the front token.',
    auth: 'none',
  },
} as const satisfies Record<string, CallSpec>
