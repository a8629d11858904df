import type { CallSpec } from '../call-spec'

// Login, identity, signing key and settings.
export const sessionCalls = {
  'auth.logout': {
    summary: 'Log out on the identity provider (the client logs out locally whatever the answer).',
    method: 'POST',
    path: '/idp/auth/logout',
    request: 'api/open-payload.schema.json',
    response: 'api/opaque.schema.json',
    auth: 'login',
    assumed: 'payload not shown: an empty object (plus accountCode and userCode).',
  },
  'auth.runAsToken': {
    summary: 'Get a token to act as a family member.',
    method: 'POST',
    path: '/bff/auth/request_runas_family_user_token',
    request: 'api/run-as-token-request.schema.json',
    response: 'api/run-as-token.schema.json',
    auth: 'login',
  },
  'settings.configList': {
    summary: 'Read configuration values by code; SIGN_SECRET_KEY holds the signing key.',
    method: 'GET',
    path: '/reabs/config/list',
    request: 'api/config-list-query.schema.json',
    response: 'api/config-list.schema.json',
    auth: 'none',
    unsigned: true,
    assumed: 'path and query not shown: GET /reabs/config/list?codes=SIGN_SECRET_KEY, answered without a signature.',
  },
  'settings.global': {
    summary: 'Global settings of category 10 (DZJ_PRODUCT_FLAG, DOCTOR_CERTIFICATED_AUTO_APPROVE decide doctor access).',
    method: 'GET',
    path: '/reabs/global_setting/all/10',
    response: 'api/config-list.schema.json',
    auth: 'none',
  },
  'user.current': {
    summary: 'The logged-in user.',
    method: 'GET',
    path: '/reabs/user/current',
    response: 'api/current-user.schema.json',
    auth: 'login',
    assumed: 'path not shown: GET /reabs/user/current.',
  },
  'account.current': {
    summary: 'The logged-in account (cached in the session).',
    method: 'GET',
    path: '/reabs/account/current/v3',
    response: 'api/current-account.schema.json',
    auth: 'login',
  },
  'treaty.get': {
    summary: 'A treaty (PRIVACY_POLICY or DCLOUD_SERVICE) and whether it is signed.',
    method: 'GET',
    path: '/reabs/treaty/getTreatyByCode/{treatyCode}',
    request: 'api/treaty-query.schema.json',
    response: 'api/treaty.schema.json',
    auth: 'login',
  },
} as const satisfies Record<string, CallSpec>
