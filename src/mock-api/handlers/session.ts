import { genderCode } from '../gender'
import { isFamilyMember } from '../checks/identity'
import { errors } from '../errors'
import { TREATY_CONTENT } from '../seed/settings'
import type { MockAccount } from '../state'
import { me, text, type CallContext, defineHandlers } from './context'

// Identity, signing key, settings and treaties.
const treatyNames: Record<string, string> = { PRIVACY_POLICY: '隐私政策', DCLOUD_SERVICE: '用户服务协议' }

/** Acting as a family member, the caller is that member. */
export function caller(context: CallContext): MockAccount {
  const account = me(context)
  const runAs = context.identity?.runAs
  if (!runAs) return account
  return {
    accountCode: runAs.residentAccountCode,
    userCode: runAs.userCode,
    name: runAs.residentName,
    cellphone: runAs.cellphone,
    role: 'resident',
    gender: runAs.residentGender,
  }
}

function runAsToken(context: CallContext) {
  const caller = me(context)
  const id = text(context, 'runAsUserId')
  const member = context.store.state.residents.find((r) => r.residentAccountCode === id || r.userCode === id)
  if (!member) throw errors.notFound('家庭成员')
  // Only for one's own family members (issue 33: anyone could act as any resident).
  if (!isFamilyMember(context.store.state, caller.accountCode, member.residentAccountCode)) throw errors.noPermission()
  return context.store.update((state) => {
    const token = `runas-${state.serial.toString(36)}-${member.residentAccountCode.slice(0, 16)}`
    state.runAsTokens[token] = member.residentAccountCode
    return { runAsUserToken: token }
  })
}

function logout(context: CallContext) {
  const token = context.identity?.token
  if (token) context.store.update((state) => delete state.sessions[token])
  return true
}

function configList(context: CallContext) {
  const codes = new Set(
    text(context, 'codes')
      .split(',')
      .map((code) => code.trim()),
  )
  return context.store.state.configItems.filter((item) => codes.has(item.code))
}

function treaty(context: CallContext) {
  const account = caller(context)
  const code = text(context, 'treatyCode')
  return {
    treatyCode: code,
    treatyName: treatyNames[code] ?? code,
    contentCode: TREATY_CONTENT[code] ?? code,
    isSign: context.store.state.treaties[account.accountCode]?.[code] ?? false,
  }
}

export const sessionHandlers = defineHandlers({
  'auth.logout': logout,
  'auth.runAsToken': runAsToken,
  'settings.configList': configList,
  'settings.global': (c) => c.store.state.globalSettings['10'] ?? [],
  'user.current': (c) => {
    const account = caller(c)
    return {
      accountCode: account.accountCode,
      userCode: account.userCode,
      name: account.name,
      gender: genderCode(account.gender),
      userRole: account.role === 'doctor' ? 'DOCTOR' : 'RESIDENT',
    }
  },
  'account.current': (c) => {
    const account = caller(c)
    return {
      accountCode: account.accountCode,
      userCode: account.userCode,
      cellphone: account.cellphone,
      name: account.name,
      doctorFlag: account.role === 'doctor',
    }
  },
  'treaty.get': treaty,
})
