import { openSession } from '../idp'
import { createRandom } from '../seed/prng'
import { hexCode } from '../seed/codes'
import { text, type CallContext, defineHandlers } from './context'

// WeChat, WeCom and UnionPay glue: plausible tickets and tokens, never real ones.
const WECHAT_APP_ID = 'wx5d3c8a1f9b2e7640'
const WORK_WECHAT_CORP_ID = 'ww8b1e4c7a2d5f3906'

function nonce(context: CallContext, salt: number): string {
  return hexCode(createRandom(context.now.getTime() + salt), 16)
}

function ticket(appId: string) {
  return (context: CallContext) => ({
    appId,
    ticket: `kgt8ON7yVITDhtdwci0qe${nonce(context, 1)}`,
    nonceStr: nonce(context, 2),
    timestamp: Math.floor(context.now.getTime() / 1000),
    url: text(context, 'url'),
  })
}

export const hostHandlers = defineHandlers({
  'wechat.currentUser': (c) => ({
    openId: `oDzj${nonce(c, 3)}`,
    unionId: `oUn${nonce(c, 4)}`,
    nickname: '微信用户',
    headImgUrl: null,
    officialAccount: text(c, 'x'),
  }),
  'wechat.jsapiTicket': ticket(WECHAT_APP_ID),
  'workWechat.jsapiTicket': ticket(WORK_WECHAT_CORP_ID),
  'unionPay.frontToken': (c) => ({ frontToken: `UPFT${nonce(c, 9).toUpperCase()}`, expiresIn: 7200 }),
  // A code (the front token) logs the demo resident in, as UnionPay vouches for its user.
  'unionPay.authenticateByCode': (c) => {
    const authenticated = text(c, 'code').startsWith('UPFT')
    return { redirectUri: text(c, 'redirectUri'), authenticated, userToken: authenticated ? openSession(c.store, 'resident') : null }
  },
})
