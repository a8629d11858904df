import type { InviteTaskList } from '../../generated/api'
import type { MockPointsBillItem } from '../state'
import { cashierStand } from './cashier'
import { inviteHandlers } from './invite'
import { walletHandlers } from './wallet'
import { SHOP_CATEGORIES } from '../seed/wallet'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// Points: the balance, the monthly bill (10 months a page) and what was spent.
function pointsOf(context: CallContext) {
  const account = me(context)
  return (
    context.store.state.points[account.accountCode] ?? {
      account: {
        accountCashableAmount: 0,
        accountConsumeAmount: 0,
        accountMbCashAmount: 0,
        accountResearchAmount: 0,
        accountConsumeAmountExpire: 0,
      },
      months: [],
    }
  )
}

function consumeInfo(context: CallContext) {
  const spent = pointsOf(context).months.flatMap((month) =>
    month.billInfoList.filter((item): item is MockPointsBillItem & { billType: 'EXPEND' } => item.billType === 'EXPEND'),
  )
  return paginate(spent, whole(context, 'current', 1), whole(context, 'size', 10))
}

/** The shop's categories, only those asked for (categoryCodes, comma separated) when some are. */
function rewards(context: CallContext) {
  const asked = text(context, 'categoryCodes').split(',').filter(Boolean)
  return asked.length ? SHOP_CATEGORIES.filter((c) => asked.includes(c.categoryCode)) : SHOP_CATEGORIES
}

const tasks: InviteTaskList = [
  { taskCode: 'INV001', taskName: '邀请 1 位好友注册', rewardPoint: 100, finishedNum: 1, targetNum: 1, status: 'FINISHED' },
  { taskCode: 'INV003', taskName: '邀请 3 位好友完成实名认证', rewardPoint: 500, finishedNum: 1, targetNum: 3, status: 'DOING' },
  { taskCode: 'INV010', taskName: '邀请 10 位医生入驻', rewardPoint: 3000, finishedNum: 0, targetNum: 10, status: 'TODO' },
]

export const pointsHandlers = defineHandlers({
  'points.bills': (c) => paginate(pointsOf(c).months, whole(c, 'current', 1), whole(c, 'size', 10)),
  'points.account': (c) => pointsOf(c).account,
  'points.consumeInfo': consumeInfo,
  'points.cashierStand': cashierStand,
  'invite.skuList': rewards,
  'invite.taskList': () => tasks,
  ...walletHandlers,
  ...inviteHandlers,
})
