import type { CallSpec } from '../call-spec'

// The partner channel's consent (issue 13 item 4): the treaties page signs what the visitor agreed to.
export const partnerCalls = {
  'treaty.sign': {
    summary: 'Sign treaties (PRIVACY_POLICY, DCLOUD_SERVICE) on the third-party authorised login page.',
    method: 'POST',
    path: '/reabs/treaty/sign',
    request: 'api/treaty-sign-request.schema.json',
    response: 'api/treaty-sign-result.schema.json',
    auth: 'login',
    assumed: 'path and payload not shown: POST /reabs/treaty/sign { treatyCodes: "A,B" } answers the signed codes.',
  },
} as const satisfies Record<string, CallSpec>
