import type { CertificationState, FamilyMember, FamilyMemberList, SwitchAccountList, UserProfile } from '../../generated/api'
import { genderCode } from '../gender'
import { DEMO_DOCTOR, DEMO_RESIDENT } from '../seed/accounts'
import { DEMO_HOSPITAL_ID, seedHospitals } from '../seed/hospitals'
import { avatarDataUri } from '../seed/photo'
import type { MockAccount, MockFamilyLink, MockResident, MockUserSettings } from '../state'
import { arg, maskPhone, me, type CallContext, defineHandlers } from './context'
import { caller } from './session'
import { currentMemberOf } from './family'
import { certificationOf, realNameView, STATUS_NAMES } from './certification'

// The user centre. Doctors work at the demo community centre (hospitals.detail shows them there); residents
// are certified by real name; family members are residents of the world, so acting as one works.
const relationNames: Record<MockFamilyLink['relation'] | 'SELF', string> = {
  SELF: '本人',
  FATHER: '父亲',
  MOTHER: '母亲',
  SPOUSE: '配偶',
  CHILD: '子女',
  OTHER: '其他',
}

const SERVICE_PHONE = '400-826-1120'

function residentOf(context: CallContext, accountCode: string): MockResident | undefined {
  return context.store.state.residents.find((r) => r.residentAccountCode === accountCode)
}

function avatarOf(context: CallContext, account: MockAccount): string | null {
  const resident = residentOf(context, account.accountCode)
  if (resident) return resident.profilePhoto ?? null
  const index = context.store.state.accounts.findIndex((a) => a.accountCode === account.accountCode)
  return avatarDataUri(account.name.slice(0, 1), Math.max(index, 0) * 3)
}

function workplace(account: MockAccount) {
  const hospital = seedHospitals().find((h) => h.hospitalId === DEMO_HOSPITAL_ID)
  const doctor = hospital?.doctors.find((d) => d.doctorCode === account.accountCode)
  return doctor && hospital
    ? { hospitalId: hospital.hospitalId, hospitalName: hospital.hospitalName, departmentName: doctor.departmentName, title: doctor.title }
    : undefined
}

function profile(context: CallContext): UserProfile {
  const account = caller(context)
  const work = account.role === 'doctor' ? workplace(account) : undefined
  return {
    accountCode: account.accountCode,
    userCode: account.userCode,
    name: account.name,
    avatar: avatarOf(context, account),
    gender: genderCode(account.gender),
    userRole: account.role === 'doctor' ? 'DOCTOR' : 'RESIDENT',
    cellphone: maskPhone(account.cellphone),
    hospitalId: work?.hospitalId ?? null,
    hospitalName: work?.hospitalName ?? null,
    departmentName: work?.departmentName ?? null,
    title: work?.title ?? null,
    runAs: Boolean(context.identity?.runAs),
  }
}

function certification(context: CallContext): CertificationState {
  const account = me(context)
  const { status, statusName, name, idCardNo } = realNameView(context)
  const realName = { status, statusName, name, idCardNo }
  const work = account.role === 'doctor' ? workplace(account) : undefined
  const applied = certificationOf(context.store.state, account.accountCode)?.qualification
  const qualification: CertificationState['qualification'] = applied
    ? {
        status: applied.status,
        statusName: STATUS_NAMES[applied.status],
        hospitalName: applied.hospitalName,
        departmentName: applied.departmentName,
        title: applied.title,
        certifiedTime: applied.certifiedTime,
        rejectReason: applied.rejectReason,
      }
    : work
      ? {
          status: 'CERTIFIED',
          statusName: '已认证',
          hospitalName: work.hospitalName,
          departmentName: work.departmentName,
          title: work.title,
          certifiedTime: '2023-03-15 10:24:36',
          rejectReason: null,
        }
      : {
          status: 'NONE',
          statusName: '未认证',
          hospitalName: null,
          departmentName: null,
          title: null,
          certifiedTime: null,
          rejectReason: null,
        }
  const link =
    account.role !== 'doctor' ? '/user/cert/realname' : work || applied ? '/user/cert/detail/qualification' : '/user/cert/qualification'
  return { realName, qualification, link }
}

function memberRow(resident: MockResident, relation: MockFamilyLink['relation'] | 'SELF'): FamilyMember {
  return {
    memberUserId: resident.residentAccountCode,
    userCode: resident.userCode,
    name: resident.residentName,
    relation,
    relationName: relationNames[relation],
    gender: genderCode(resident.residentGender),
    age: resident.residentAge,
    ageUnit: resident.ageUnit,
    avatar: resident.profilePhoto ?? null,
    cellphone: maskPhone(resident.cellphone),
    isSelf: relation === 'SELF',
  }
}

function familyMembers(context: CallContext): FamilyMemberList {
  const account = me(context)
  const own = residentOf(context, account.accountCode)
  const self: FamilyMember = own
    ? memberRow(own, 'SELF')
    : {
        memberUserId: account.accountCode,
        userCode: account.userCode,
        name: account.name,
        relation: 'SELF',
        relationName: relationNames.SELF,
        gender: genderCode(account.gender),
        avatar: avatarOf(context, account),
        cellphone: maskPhone(account.cellphone),
        isSelf: true,
      }
  const links = context.store.state.families[account.accountCode] ?? []
  const members = links.flatMap((link) => {
    const resident = residentOf(context, link.memberAccountCode)
    return resident ? [memberRow(resident, link.relation)] : []
  })
  const current = currentMemberOf(context)
  return [self, ...members].map((m) => ({ ...m, current: m.memberUserId === current }))
}

/** The device knows the two demo people (the mock identity provider logs in as either). */
function switchList(context: CallContext): SwitchAccountList {
  const current = me(context)
  const demo = new Set([DEMO_DOCTOR.accountCode, DEMO_RESIDENT.accountCode, current.accountCode])
  const known = context.store.state.accounts.filter((a) => demo.has(a.accountCode))
  return [...known]
    .sort((a, b) => Number(b.accountCode === current.accountCode) - Number(a.accountCode === current.accountCode))
    .map((a) => ({
      accountCode: a.accountCode,
      name: a.name,
      avatar: avatarOf(context, a),
      userRole: a.role === 'doctor' ? 'DOCTOR' : 'RESIDENT',
      roleName: a.role === 'doctor' ? '医生' : '居民',
      cellphone: maskPhone(a.cellphone),
      current: a.accountCode === current.accountCode,
    }))
}

const defaults: MockUserSettings = { messagePush: true, personalisedRecommend: true, showOnlineStatus: false }

function settingsView(account: MockAccount, saved: MockUserSettings | undefined) {
  return { ...defaults, ...saved, cellphone: maskPhone(account.cellphone), servicePhone: SERVICE_PHONE }
}

function saveSettings(context: CallContext) {
  const account = me(context)
  return context.store.update((state) => {
    const next: MockUserSettings = { ...defaults, ...state.userSettings[account.accountCode] }
    for (const key of ['messagePush', 'personalisedRecommend', 'showOnlineStatus'] as const) {
      const value = arg(context, key)
      if (typeof value === 'boolean') next[key] = value
    }
    state.userSettings[account.accountCode] = next
    return settingsView(account, next)
  })
}

export const userCentreHandlers = defineHandlers({
  'user.profile': profile,
  'certification.state': certification,
  'family.members': familyMembers,
  'account.switchList': switchList,
  'user.settings': (c) => settingsView(me(c), c.store.state.userSettings[me(c).accountCode]),
  'user.saveSettings': saveSettings,
})
