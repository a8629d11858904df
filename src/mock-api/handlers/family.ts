import { isIdCardNumber } from '../../platform/id-card'
import { MockApiError, errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import { avatarDataUri } from '../seed/photo'
import type { MockFamilyLink, MockResident } from '../state'
import { me, text, type CallContext, defineHandlers } from './context'

// Family members (issue 12): add one (a person of the world, found by ID number or created), remove one, and
// choose whom the app acts for now (the family list marks them; 本人 when none is chosen).
const RELATIONS: readonly MockFamilyLink['relation'][] = ['FATHER', 'MOTHER', 'SPOUSE', 'CHILD', 'OTHER']

export const FAMILY_ERRORS = {
  alreadyAdded: () => new MockApiError('125000422', '该家庭成员已添加，请勿重复添加'),
  self: () => new MockApiError('125000423', '不能添加本人为家庭成员'),
}

function birthdayOf(idCardNo: string): string {
  return `${idCardNo.slice(6, 10)}-${idCardNo.slice(10, 12)}-${idCardNo.slice(12, 14)}`
}

function ageOf(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number)
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0)
}

function addMember(context: CallContext) {
  const account = me(context)
  const relation = text(context, 'relation') as MockFamilyLink['relation']
  if (!RELATIONS.includes(relation)) throw errors.badPayload('relation 取值不正确')
  const name = text(context, 'name').trim()
  const idCardNo = text(context, 'idCardNo').toUpperCase()
  const phone = text(context, 'phone')
  if (!name) throw errors.badPayload('name 不能为空')
  if (!isIdCardNumber(idCardNo)) throw new MockApiError('125000400', '请输入正确的身份证号码', 400)
  if (!/^1[3-9]\d{9}$/.test(phone)) throw new MockApiError('125000400', '请填写有效的手机号', 400)
  if (account.userCode.slice(0, 17) === idCardNo.slice(0, 17)) throw FAMILY_ERRORS.self()
  return context.store.update((state) => {
    const links = (state.families[account.accountCode] ??= [])
    let resident = state.residents.find((r) => r.userCode.slice(0, 17) === idCardNo.slice(0, 17))
    if (resident && links.some((l) => l.memberAccountCode === resident?.residentAccountCode)) throw FAMILY_ERRORS.alreadyAdded()
    if (!resident) {
      const birthday = birthdayOf(idCardNo)
      const own = state.residents.find((r) => r.residentAccountCode === account.accountCode)
      const created: MockResident = {
        residentAccountCode: `FM${String(state.serial).padStart(6, '0')}${idCardNo.slice(-6)}`,
        userCode: idCardNo,
        residentName: name,
        residentGender: Number(idCardNo[16]) % 2 === 1 ? '1' : '2',
        residentAge: ageOf(birthday, context.now),
        ageUnit: '岁',
        birthday,
        cellphone: phone,
        profilePhoto: avatarDataUri(name.slice(0, 1), state.serial % 8),
        address: own?.address ?? {
          provinceCode: '330000',
          cityCode: '330100',
          areaCode: '330106',
          streetCode: '',
          committeeCode: '',
          detailAddress: '',
        },
        createTime: formatDateTime(context.now),
      }
      state.residents.push(created)
      resident = created
    }
    links.push({ memberAccountCode: resident.residentAccountCode, relation })
    return { memberUserId: resident.residentAccountCode }
  })
}

function removeMember(context: CallContext) {
  const account = me(context)
  const memberUserId = text(context, 'memberUserId')
  return context.store.update((state) => {
    const links = state.families[account.accountCode] ?? []
    const index = links.findIndex((l) => l.memberAccountCode === memberUserId)
    // Removing one already gone (a second tap, another device) is no failure: the list is as asked.
    if (index < 0) return { removed: false }
    links.splice(index, 1)
    if (state.currentFamilyMember[account.accountCode] === memberUserId) delete state.currentFamilyMember[account.accountCode]
    return { removed: true }
  })
}

function chooseMember(context: CallContext) {
  const account = me(context)
  const memberUserId = text(context, 'memberUserId')
  return context.store.update((state) => {
    const isSelf = memberUserId === account.accountCode
    if (!isSelf && !(state.families[account.accountCode] ?? []).some((l) => l.memberAccountCode === memberUserId))
      throw errors.notFound('家庭成员')
    if (isSelf) delete state.currentFamilyMember[account.accountCode]
    else state.currentFamilyMember[account.accountCode] = memberUserId
    return { memberUserId }
  })
}

/** Whom the account acts for now: a member's code, or its own. */
export function currentMemberOf(context: CallContext): string {
  const account = me(context)
  return context.store.state.currentFamilyMember[account.accountCode] ?? account.accountCode
}

export const familyHandlers = defineHandlers({
  'family.add': addMember,
  'family.remove': removeMember,
  'family.choose': chooseMember,
})
