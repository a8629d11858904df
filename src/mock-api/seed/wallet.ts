// The points shop, the doctor's bank cards and withdrawals, and invitations. Kept apart from the seeded world
// (MockState.wallets / invitations are filled the first time a handler needs them), so the saved world's shape
// did not change for the screens that do not use them.
import type { MockAccount } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { iconArt } from './art'

export type ShopSku = {
  skuCode: string
  skuName: string
  description: string
  point: number
  stock: number
  image: string
}

export type ShopCategory = {
  categoryCode: string
  categoryName: string
  skuList: ShopSku[]
}

/** What points buy, by category (invite.skuList answers these, filtered by categoryCodes). */
export const SHOP_CATEGORIES: ShopCategory[] = [
  {
    categoryCode: 'CONSULT',
    categoryName: '问诊服务',
    skuList: [
      {
        skuCode: 'SKU10021',
        skuName: '图文问诊券',
        description: '三甲医院医生图文问诊一次',
        point: 300,
        stock: 120,
        image: iconArt('问', 0),
      },
      { skuCode: 'SKU10022', skuName: '电话问诊券', description: '专家电话问诊 15 分钟', point: 800, stock: 40, image: iconArt('话', 1) },
    ],
  },
  {
    categoryCode: 'HEALTH',
    categoryName: '健康好礼',
    skuList: [
      { skuCode: 'SKU20011', skuName: '电子血压计', description: '上臂式，家庭自测血压', point: 5000, stock: 12, image: iconArt('压', 2) },
      {
        skuCode: 'SKU20015',
        skuName: '年度体检套餐',
        description: '社区卫生服务中心基础体检',
        point: 12000,
        stock: 5,
        image: iconArt('检', 3),
      },
      {
        skuCode: 'SKU20031',
        skuName: '超值健康礼包',
        description: '体检、问诊与营养咨询各一次',
        point: 99999,
        stock: 3,
        image: iconArt('礼', 4),
      },
    ],
  },
]

export function findSku(skuCode: string): ShopSku | undefined {
  return SHOP_CATEGORIES.flatMap((c) => c.skuList).find((s) => s.skuCode === skuCode)
}

/** A card as the wallet keeps it; wallet.bankCards answers it as the generated BankCard, with its cardLabel. */
export interface MockBankCard {
  cardId: string
  bankName: string
  /** Only the last four digits are kept after adding. */
  cardNoTail: string
  holderName: string
  isDefault: boolean
  createTime: string
}

export interface WithdrawRecord {
  withdrawCode: string
  amount: number
  tax: number
  actualAmount: number
  cardId: string
  status: 'REVIEWING' | 'PAID'
  createTime: string
}

export interface Wallet {
  bankCards: MockBankCard[]
  withdrawals: WithdrawRecord[]
}

/** The demo doctor has one card already; everyone else starts with none. */
export function seedWallet(account: MockAccount): Wallet {
  if (account.accountCode !== DEMO_DOCTOR.accountCode) return { bankCards: [], withdrawals: [] }
  return {
    bankCards: [
      {
        cardId: 'BC0001',
        bankName: '中国工商银行',
        cardNoTail: '6218',
        holderName: DEMO_DOCTOR.name,
        isDefault: true,
        createTime: '2024-09-02 10:15:22',
      },
    ],
    withdrawals: [],
  }
}

/** Banks a card may be added for (the picker's options). */
export const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '杭州银行', '浙江农商银行']

/** Withdrawal limits, in yuan. */
export const WITHDRAW_RULES = { minAmount: 10, maxAmount: 5000, monthlyTimes: 4 }

/**
 * Income tax withheld on a withdrawal, as on labour remuneration (劳务报酬): none up to 800 yuan; 20% of what is
 * above 800 up to 4,000; 20% of 80% of the whole above 4,000. Rounded to the fen.
 */
export function withdrawTax(amount: number): number {
  const tax = amount <= 800 ? 0 : amount <= 4000 ? (amount - 800) * 0.2 : amount * 0.8 * 0.2
  return Math.round(tax * 100) / 100
}

/** The code an account's invitations carry (shareUserCode): stable, and no personal number in an address. */
export function shareUserCodeOf(account: MockAccount): string {
  return `U${account.accountCode.slice(0, 10).toUpperCase()}`
}

export interface Invitation {
  inviterCode: string
  inviteeName: string
  inviteeRole: 'doctor' | 'resident'
  registerTime: string
  certified: boolean
  rewardPoint: number
}

/** People the demo doctor and the demo resident already invited. */
export function seedInvitations(): Invitation[] {
  const doctor = shareUserCodeOf(DEMO_DOCTOR)
  const resident = shareUserCodeOf(DEMO_RESIDENT)
  return [
    {
      inviterCode: doctor,
      inviteeName: OTHER_DOCTORS[2].name,
      inviteeRole: 'doctor',
      registerTime: '2025-03-08 09:41:12',
      certified: true,
      rewardPoint: 100,
    },
    {
      inviterCode: doctor,
      inviteeName: '王建国',
      inviteeRole: 'resident',
      registerTime: '2025-04-19 16:02:55',
      certified: true,
      rewardPoint: 100,
    },
    {
      inviterCode: doctor,
      inviteeName: '李秀英',
      inviteeRole: 'resident',
      registerTime: '2025-05-27 20:18:40',
      certified: false,
      rewardPoint: 0,
    },
    {
      inviterCode: resident,
      inviteeName: '张桂芳',
      inviteeRole: 'resident',
      registerTime: '2025-05-02 11:30:07',
      certified: true,
      rewardPoint: 50,
    },
  ]
}
