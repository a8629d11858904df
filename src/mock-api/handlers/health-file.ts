import { errors } from '../errors'
import type { MockAccount } from '../state'
import { arg, me, text, type CallContext, defineHandlers } from './context'

// Health-file authorisation: the applicant is any account (by accountCode or userCode); only the file's owner
// sees and decides a request. Decisions are kept in the world (healthFileGrants); no entry means pending.
export const PERMISSION_NAMES: Record<string, string> = {
  READ: '查看健康档案',
  MANAGE: '管理健康档案',
}

const byId = (accounts: MockAccount[], id: string) => accounts.find((a) => a.accountCode === id || a.userCode === id)

function request(context: CallContext) {
  const owner = me(context)
  const applicantUserId = text(context, 'applicantUserId')
  const healthArchiveUserId = text(context, 'healthArchiveUserId')
  const permissionType = text(context, 'permissionType')
  const applicant = byId(context.store.state.accounts, applicantUserId)
  if (!applicant || applicant.accountCode === owner.accountCode) throw errors.notFound('授权申请')
  if (healthArchiveUserId !== owner.accountCode && healthArchiveUserId !== owner.userCode)
    throw errors.forbidden('只能处理自己健康档案的授权')
  if (!PERMISSION_NAMES[permissionType]) throw errors.notFound('授权类型')
  const key = `${applicant.accountCode}/${owner.accountCode}/${permissionType}`
  return { key, owner, applicant, applicantUserId, healthArchiveUserId, permissionType }
}

function answer(context: CallContext, found: ReturnType<typeof request>) {
  return {
    applicantUserId: found.applicantUserId,
    applicantName: found.applicant.name,
    applicantRole: found.applicant.role === 'doctor' ? '家庭医生' : '家庭成员',
    healthArchiveUserId: found.healthArchiveUserId,
    healthArchiveUserName: found.owner.name,
    permissionType: found.permissionType,
    permissionName: PERMISSION_NAMES[found.permissionType],
    status: context.store.state.healthFileGrants[found.key] ?? 'PENDING',
  }
}

export const healthFileHandlers = defineHandlers({
  'healthFile.authorization': (c) => answer(c, request(c)),
  'healthFile.decide': (c) => {
    const found = request(c)
    const agree = arg(c, 'agree') === true
    c.store.update((state) => {
      state.healthFileGrants = { ...state.healthFileGrants, [found.key]: agree ? 'GRANTED' : 'REFUSED' }
    })
    return answer(c, found)
  },
})
