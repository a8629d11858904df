import { MockApiError, errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import { BANKS, WITHDRAW_RULES, findSku, seedWallet, withdrawTax, type Wallet } from '../seed/wallet'
import type { MockState } from '../state'
import { arg, me, text, type CallContext, defineHandlers } from './context'

// Spending points in the shop, bank cards and cash withdrawals. The balance and the bill are the ones
// points.account and points.bills answer, so an exchange shows on the points detail screen at once.
const insufficientPoints = () => new MockApiError('125000420', '您的账户当前积分不足')
const badInput = (message: string) => new MockApiError('125000400', message)

function walletOf(state: MockState, accountCode: string): Wallet {
  const account = state.accounts.find((a) => a.accountCode === accountCode)
  return (state.wallets[accountCode] ??= seedWallet(
    account ?? { accountCode, userCode: '', name: '', cellphone: '', role: 'resident', gender: '1' },
  ))
}

function pointsRecord(state: MockState, accountCode: string) {
  const record = state.points[accountCode]
  if (!record) throw insufficientPoints()
  return record
}

function exchange(context: CallContext) {
  const account = me(context)
  const sku = findSku(text(context, 'skuCode'))
  if (!sku) throw errors.notFound('商品')
  return context.store.update((state) => {
    const points = pointsRecord(state, account.accountCode)
    if (points.account.accountConsumeAmount < sku.point) throw insufficientPoints()
    points.account.accountConsumeAmount -= sku.point
    points.account.accountConsumeAmountExpire = Math.min(points.account.accountConsumeAmountExpire, points.account.accountConsumeAmount)
    const month = points.months[0]
    const line = {
      frontBillType: `兑换${sku.skuName}`,
      createTime: formatDateTime(context.now),
      billType: 'EXPEND' as const,
      dealAmount: sku.point,
    }
    if (month) {
      month.usedPoint += sku.point
      month.billInfoList.unshift(line)
    }
    state.serial++
    return {
      orderCode: `EX${context.now.getTime().toString(36).toUpperCase()}${state.serial}`,
      skuName: sku.skuName,
      point: sku.point,
      balance: points.account.accountConsumeAmount,
    }
  })
}

function cardRow(card: Wallet['bankCards'][number]) {
  return { ...card, cardLabel: `${card.bankName}（尾号${card.cardNoTail}）` }
}

function bankCards(context: CallContext) {
  const account = me(context)
  return context.store.update((state) => walletOf(state, account.accountCode).bankCards.map(cardRow))
}

/** Luhn checksum, as bank card numbers carry. */
function luhnValid(cardNo: string): boolean {
  let sum = 0
  for (let i = 0; i < cardNo.length; i++) {
    let digit = Number(cardNo[cardNo.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function addBankCard(context: CallContext) {
  const account = me(context)
  const holderName = text(context, 'holderName').trim()
  const cardNo = text(context, 'cardNo').replace(/\s/g, '')
  const bankName = text(context, 'bankName')
  if (holderName !== account.name) throw badInput('持卡人姓名与实名认证信息不一致')
  if (!/^\d{16,19}$/.test(cardNo) || !luhnValid(cardNo)) throw badInput('请填写正确的银行卡号')
  if (!BANKS.includes(bankName)) throw badInput('暂不支持该银行')
  return context.store.update((state) => {
    const wallet = walletOf(state, account.accountCode)
    const tail = cardNo.slice(-4)
    if (wallet.bankCards.some((c) => c.bankName === bankName && c.cardNoTail === tail)) throw badInput('该银行卡已添加')
    state.serial++
    const card = {
      cardId: `BC${String(state.serial).padStart(4, '0')}`,
      bankName,
      cardNoTail: tail,
      holderName,
      isDefault: wallet.bankCards.length === 0,
      createTime: formatDateTime(context.now),
    }
    wallet.bankCards.push(card)
    return cardRow(card)
  })
}

function amountOf(context: CallContext): number {
  const amount = Number(arg(context, 'amount'))
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
    throw badInput('请输入正确的提现金额')
  return amount
}

function withdrawInfo(context: CallContext) {
  const account = me(context)
  const cashable = context.store.state.points[account.accountCode]?.account.accountCashableAmount ?? 0
  return { cashableAmount: cashable, ...WITHDRAW_RULES }
}

function quote(context: CallContext) {
  const amount = amountOf(context)
  const tax = withdrawTax(amount)
  return { amount, tax, actualAmount: Math.round((amount - tax) * 100) / 100 }
}

function withdraw(context: CallContext) {
  const account = me(context)
  const { amount, tax, actualAmount } = quote(context)
  const cardId = text(context, 'cardId')
  return context.store.update((state) => {
    const points = pointsRecord(state, account.accountCode)
    const wallet = walletOf(state, account.accountCode)
    if (!wallet.bankCards.some((c) => c.cardId === cardId)) throw badInput('请选择到账银行卡')
    if (amount < WITHDRAW_RULES.minAmount) throw badInput(`单次提现金额不能低于${WITHDRAW_RULES.minAmount}元`)
    if (amount > WITHDRAW_RULES.maxAmount) throw badInput(`单次提现金额不能超过${WITHDRAW_RULES.maxAmount}元`)
    if (amount > points.account.accountCashableAmount) throw badInput('提现金额超过可提现余额')
    points.account.accountCashableAmount = Math.round((points.account.accountCashableAmount - amount) * 100) / 100
    state.serial++
    const record = {
      withdrawCode: `WD${String(state.serial).padStart(6, '0')}`,
      amount,
      tax,
      actualAmount,
      cardId,
      status: 'REVIEWING' as const,
      createTime: formatDateTime(context.now),
    }
    wallet.withdrawals.unshift(record)
    return { ...record, statusName: '审核中', cashableAmount: points.account.accountCashableAmount }
  })
}

export const walletHandlers = defineHandlers({
  'points.exchange': exchange,
  'wallet.bankCards': bankCards,
  'wallet.banks': () => BANKS.map((name) => ({ name, code: name })),
  'wallet.addBankCard': addBankCard,
  'wallet.withdrawInfo': withdrawInfo,
  'wallet.tax': quote,
  'wallet.withdraw': withdraw,
})
