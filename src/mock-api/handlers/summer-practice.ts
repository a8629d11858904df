import type { SummerPracticeSignUp, SummerPracticeSignUpRequest } from '../../generated/api'
import { MockApiError } from '../errors'
import { formatDateTime } from '../seed/codes'
import { me, text, type CallContext, defineHandlers } from './context'

// The summer community practice (/user/summerPractice): a student signs up once; the sign-up is kept and shown
// as 已报名 with what was sent. The payload's shape is checked by its schema before this runs.
export const ALREADY_SIGNED_UP = '您已报名本期暑期社会实践，无需重复报名'

function mine(context: CallContext) {
  const signUp = context.store.state.summerPractice[me(context).accountCode] ?? null
  return { signedUp: signUp !== null, signUp }
}

function signUp(context: CallContext): SummerPracticeSignUp {
  const account = me(context)
  if (context.store.state.summerPractice[account.accountCode]) throw new MockApiError('125000400', ALREADY_SIGNED_UP)
  const field = (key: keyof SummerPracticeSignUpRequest) => text(context, key).trim()
  return context.store.update((state) => {
    state.serial++
    const record: SummerPracticeSignUp = {
      signUpCode: `SP${String(2025000 + state.serial)}`,
      status: 'SIGNED_UP',
      statusText: '已报名',
      submitTime: formatDateTime(context.now),
      name: field('name'),
      phone: field('phone'),
      school: field('school'),
      major: field('major'),
      grade: field('grade'),
      community: field('community'),
      period: field('period'),
      note: field('note') || null,
    }
    state.summerPractice = { ...state.summerPractice, [account.accountCode]: record }
    return record
  })
}

export const summerPracticeHandlers = defineHandlers({
  'summerPractice.mine': mine,
  'summerPractice.signUp': signUp,
})
