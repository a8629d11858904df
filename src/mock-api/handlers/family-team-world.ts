// What the family-team handlers share: the caller's team (made on first use), his residents as lists show them,
// and the rules every write checks (a resident of another doctor, an unknown group).
import { MockApiError, errors } from '../errors'
import { createFamilyTeam, labelName, labelsOf, type MockFamilyTeam } from '../seed/family-team'
import type { MockResident, MockState } from '../state'
import { arg, me, text, type CallContext } from './context'
import { residentListItem } from './residents'

export const teamErrors = {
  badInput: (message: string) => new MockApiError('125000400', message, 400),
  duplicateGroup: () => new MockApiError('125000409', '分组名称已存在，请换一个名称'),
  notMine: () => errors.forbidden('该居民不是本团队的签约居民'),
}

/** The caller's team, made from the world the first time a team page asks for it. */
export function teamOf(context: CallContext): MockFamilyTeam {
  const doctor = doctorOf(context)
  const existing = context.store.state.familyTeams[doctor.accountCode]
  if (existing) return existing
  return context.store.update((state) => {
    const team = createFamilyTeam(state, doctor, context.now)
    state.familyTeams = { ...state.familyTeams, [doctor.accountCode]: team }
    return team
  })
}

/** Change the caller's team in the stored world (teamOf first, so it exists). */
export function changeTeam<T>(context: CallContext, change: (team: MockFamilyTeam, state: MockState) => T): T {
  // teamOf answers the team object kept in the world, so changing it inside update changes the world.
  const team = teamOf(context)
  return context.store.update((state) => change(team, state))
}

/** The caller, who must be a doctor: a resident has no team and no patients. */
export function doctorOf(context: CallContext) {
  const account = me(context)
  if (account.role !== 'doctor') throw errors.forbidden('仅家庭医生可以使用此功能')
  return account
}

export function myResidents(context: CallContext): MockResident[] {
  const doctor = doctorOf(context).accountCode
  return context.store.state.residents.filter((r) => r.familyDoctor === doctor)
}

export function myResident(context: CallContext, code: string): MockResident {
  const resident = context.store.state.residents.find((r) => r.residentAccountCode === code)
  if (!resident) throw errors.notFound('居民')
  if (resident.familyDoctor !== me(context).accountCode) throw teamErrors.notMine()
  return resident
}

export function labelList(resident: MockResident) {
  return labelsOf(resident).map((label) => ({ label, name: labelName(label) }))
}

/** A resident as the team's lists show them: the list item, with labels and the groups they are in. */
export function teamResidentItem(resident: MockResident, team: MockFamilyTeam) {
  return {
    ...residentListItem(resident),
    labels: labelList(resident),
    labelNames: labelsOf(resident).map(labelName),
    groupNames: team.groups.filter((g) => g.members.includes(resident.residentAccountCode)).map((g) => g.name),
  }
}

export function codesArg(context: CallContext, key: string): string[] {
  const value = arg(context, key)
  if (Array.isArray(value)) return value.map(String).filter(Boolean)
  return typeof value === 'string' && value ? value.split(',') : []
}

export function groupOf(team: MockFamilyTeam, groupId: string) {
  const group = team.groups.find((g) => g.groupId === groupId)
  if (!group) throw errors.notFound('分组')
  return group
}

export function nextId(team: MockFamilyTeam, prefix: string): string {
  team.serial += 1
  return `${prefix}${String(team.serial).padStart(4, '0')}`
}

/** Who a push or an assessment goes to: a group's members, or residents chosen one by one (each must be ours). */
/** What the compose says too, before sending (screens/family-team/push-compose.json). */
const NO_RECIPIENTS = '请选择接收对象：按分组或指定居民'

export function recipientsOf(context: CallContext, team: MockFamilyTeam): { recipients: string[]; targetName: string } {
  if (text(context, 'targetType') === 'group') {
    if (!text(context, 'groupId')) throw teamErrors.badInput(NO_RECIPIENTS)
    const group = groupOf(team, text(context, 'groupId'))
    if (group.members.length === 0) throw teamErrors.badInput('该分组还没有居民，请先添加居民')
    return { recipients: [...group.members], targetName: group.name }
  }
  const codes = [...new Set(codesArg(context, 'residentAccountCodes'))]
  if (codes.length === 0) throw teamErrors.badInput(NO_RECIPIENTS)
  const residents = codes.map((code) => myResident(context, code))
  const names = residents
    .slice(0, 2)
    .map((r) => r.residentName)
    .join('、')
  return { recipients: codes, targetName: residents.length > 2 ? `${names}等${residents.length}人` : names }
}
