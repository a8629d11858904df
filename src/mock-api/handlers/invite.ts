import { errors } from '../errors'
import { avatarDataUri } from '../seed/photo'
import { shareUserCodeOf, type Invitation } from '../seed/wallet'
import type { MockAccount, MockState } from '../state'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'
import { caller } from './session'

// Invitations: the inviter's share card, whom they invited, and who an invitee was invited by (the landing
// page reads that before anyone logs in). The identity provider records a new invitation (recordInvitation).
export function invitationsOf(state: MockState): Invitation[] {
  return state.invitations
}

function accountByShareCode(state: MockState, code: string): MockAccount | undefined {
  return state.accounts.find((a) => shareUserCodeOf(a) === code)
}

/** Called when someone logs in carrying an inviter's shareUserCode: the first inviter is kept, one's own ignored. */
export function recordInvitation(state: MockState, invitee: MockAccount, shareUserCode: string, now: string): void {
  const inviter = accountByShareCode(state, shareUserCode)
  if (!inviter || inviter.accountCode === invitee.accountCode) return
  const list = invitationsOf(state)
  if (list.some((i) => i.inviteeName === invitee.name)) return
  list.push({
    inviterCode: shareUserCode,
    inviteeName: invitee.name,
    inviteeRole: invitee.role,
    registerTime: now,
    certified: false,
    rewardPoint: 0,
  })
}

const maskName = (name: string) => (name.length <= 1 ? name : `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}`)

function avatarOf(state: MockState, account: MockAccount): string {
  return avatarDataUri(account.name.slice(0, 1), Math.max(state.accounts.indexOf(account), 0) * 3)
}

function myCard(context: CallContext) {
  const account = caller(context)
  const code = shareUserCodeOf(account)
  return context.store.update((state) => {
    const mine = invitationsOf(state).filter((i) => i.inviterCode === code)
    return {
      shareUserCode: code,
      name: account.name,
      avatar: avatarOf(state, me(context)),
      role: account.role,
      landingPath: `/invite/landing?shareUserCode=${code}`,
      invitedCount: mine.length,
      rewardPoints: mine.reduce((sum, i) => sum + i.rewardPoint, 0),
    }
  })
}

function invitedList(context: CallContext) {
  const code = shareUserCodeOf(caller(context))
  return context.store.update((state) => {
    const rows = invitationsOf(state)
      .filter((i) => i.inviterCode === code)
      .sort((a, b) => (a.registerTime < b.registerTime ? 1 : -1))
      .map((i, n) => ({
        key: `${i.registerTime}-${n}`,
        name: maskName(i.inviteeName),
        avatar: avatarDataUri(i.inviteeName.slice(0, 1), n + 5),
        roleName: i.inviteeRole === 'doctor' ? '医生' : '居民',
        registerTime: i.registerTime,
        statusName: i.certified ? '已实名认证' : '待实名认证',
        rewardPoint: i.rewardPoint,
      }))
    return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 10))
  })
}

function inviter(context: CallContext) {
  const code = text(context, 'shareUserCode')
  const account = accountByShareCode(context.store.state, code)
  if (!account) throw errors.notFound('邀请人')
  return {
    shareUserCode: code,
    name: account.name,
    avatar: avatarOf(context.store.state, account),
    roleName: account.role === 'doctor' ? '医生' : '居民',
  }
}

export const inviteHandlers = defineHandlers({
  'invite.myCard': myCard,
  'invite.invitedList': invitedList,
  'invite.inviter': inviter,
})
