import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { formatDateTime } from '../seed/codes'
import { findContent } from '../seed/contents'
import { DOCTOR_PROFILES, type DoctorProfile } from '../seed/homepages'
import { avatarDataUri } from '../seed/photo'
import type { MockAccount, MockRelation, MockState } from '../state'
import { maskPhone, me, paginate, text, whole, type CallContext, defineHandlers } from './context'

// The family doctor's workbench, popular-science pushes and records, the hypertension counts, and the binding of a
// resident to a doctor through the doctor's QR code (/health/family_doctor/relate/{doctorAccountCode}).
const TEAM_NAMES: Partial<Record<string, string>> = { [DEMO_DOCTOR.accountCode]: '翠苑家庭医生团队' }

function relationsOf(state: MockState): MockRelation[] {
  return state.relations
}

function doctorNamed(state: MockState, code: string): MockAccount {
  const doctor = state.accounts.find((a) => a.accountCode === code && a.role === 'doctor')
  if (!doctor) throw errors.notFound('该医生')
  return doctor
}

function residentName(state: MockState, code: string): string {
  return state.residents.find((r) => r.residentAccountCode === code)?.residentName ?? ''
}

function hypertensionCount(context: CallContext) {
  const doctor = me(context).accountCode
  const mine = context.store.state.residents.filter((r) => r.hypertensionDoctor === doctor)
  return {
    totalNum: mine.length,
    patientNum: mine.filter((r) => r.hypertensionTag === '20').length,
    riskGroupNum: mine.filter((r) => r.hypertensionTag === '10').length,
  }
}

function push(context: CallContext) {
  const doctor = me(context).accountCode
  const content = findContent(text(context, 'contentId'))
  if (content?.kind !== 'popular') throw errors.notFound('该科普文章')
  const codes =
    !Array.isArray(context.args) && Array.isArray(context.args.residentAccountCodes) ? context.args.residentAccountCodes.map(String) : []
  return context.store.update((state) => {
    const known = [...new Set(codes)].filter((code) => state.residents.some((r) => r.residentAccountCode === code))
    if (known.length === 0) throw errors.notFound('所选居民')
    const recordCode = `PR${String(900_000 + state.serial).padStart(6, '0')}`
    const list = state.programmeRecords
    list.unshift({
      recordCode,
      doctorAccountCode: doctor,
      kind: 'push',
      contentId: content.id,
      title: content.title,
      residentAccountCodes: known,
      createTime: formatDateTime(context.now),
    })
    return { recordCode, successNum: known.length }
  })
}

function records(context: CallContext) {
  const doctor = me(context).accountCode
  const kind = text(context, 'kind')
  const state = context.store.state
  const mine = state.programmeRecords
    .filter((r) => r.doctorAccountCode === doctor && r.kind === kind)
    .map((r) => ({
      recordCode: r.recordCode,
      kind: r.kind,
      title: r.title,
      residentNames: r.residentAccountCodes.map((code) => residentName(state, code)).join('、'),
      residentCount: r.residentAccountCodes.length,
      createTime: r.createTime,
      contentId: r.contentId,
    }))
  return paginate(mine, whole(context, 'current', 1), whole(context, 'size', 15))
}

function workbench(context: CallContext) {
  const doctor = me(context)
  const state = context.store.state
  const signed = state.residents.filter((r) => r.familyDoctor === doctor.accountCode)
  const tumor = state.residents.filter((r) => r.tumorDoctor === doctor.accountCode)
  const hypertension = state.residents.filter((r) => r.hypertensionDoctor === doctor.accountCode)
  const highRisk = tumor.filter((r) => r.riskLevel === 30).slice(0, 3)
  const patients = hypertension.filter((r) => r.hypertensionTag === '20').slice(0, 3)
  const followUps = [
    ...highRisk.map((r) => ({
      resident: r,
      reason: '多癌种高风险随访',
      link: `/doctor/family_doctor/multi-cancer/result?residentAccountCode=${r.residentAccountCode}`,
    })),
    ...patients.map((r) => ({ resident: r, reason: '高血压患者季度随访', link: '/doctor/family_doctor/hypertension/home' })),
  ].map((f, i) => ({
    residentAccountCode: f.resident.residentAccountCode,
    residentName: f.resident.residentName,
    reason: f.reason,
    time: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    link: f.link,
  }))
  // A doctor without a message centre in the seed has no chats.
  const chats = Object.hasOwn(state.mailboxes, doctor.accountCode)
    ? state.mailboxes[doctor.accountCode].conversations.filter((c) => c.catalogType === 'CHAT')
    : []
  return {
    doctorAccountCode: doctor.accountCode,
    doctorName: doctor.name,
    teamName: TEAM_NAMES[doctor.accountCode] ?? `${doctor.name}家庭医生团队`,
    signedNum: signed.length,
    boundNum: relationsOf(state).filter((r) => r.doctorAccountCode === doctor.accountCode && !r.unbindTime).length,
    tumorNum: tumor.length,
    hypertensionNum: hypertension.length,
    followUps,
    conversations: chats.map((c) => ({
      conversationCode: c.conversationCode,
      title: c.title,
      avatar: c.avatar,
      lastMessage: c.lastMessage,
      lastTime: c.lastTime,
      unreadCount: c.unreadCount,
      link: c.link,
    })),
  }
}

/** The seed's profile of a doctor; a doctor without one shows the defaults. */
function profileOf(doctor: MockAccount): DoctorProfile | undefined {
  return DOCTOR_PROFILES[doctor.accountCode]
}

function doctorFacts(doctor: MockAccount) {
  const profile = profileOf(doctor)
  return {
    accountCode: doctor.accountCode,
    name: doctor.name,
    title: profile?.title ?? '医师',
    hospitalName: profile?.hospitalName ?? '',
    department: profile?.department ?? '',
  }
}

/** The relation's doctor or its resident may read it. */
function relationInfo(context: CallContext) {
  const caller = me(context).accountCode
  const state = context.store.state
  const relation = relationsOf(state).find((r) => r.relationCode === text(context, 'relationCode'))
  if (!relation || (relation.doctorAccountCode !== caller && relation.residentAccountCode !== caller)) throw errors.notFound('该绑定关系')
  const resident = state.residents.find((r) => r.residentAccountCode === relation.residentAccountCode)
  if (!resident) throw errors.notFound('该绑定关系')
  return {
    relationCode: relation.relationCode,
    state: relation.unbindTime ? ('UNBOUND' as const) : ('BOUND' as const),
    stateName: relation.unbindTime ? '已解绑' : '已绑定',
    bindTime: relation.bindTime,
    unbindTime: relation.unbindTime ?? null,
    bindWay: relation.bindWay === 'QRCODE' ? '扫码绑定' : '团队签约',
    resident: {
      accountCode: resident.residentAccountCode,
      name: resident.residentName,
      gender: resident.residentGender === '2' ? '女' : '男',
      age: `${String(resident.residentAge)}${resident.ageUnit}`,
      cellphone: maskPhone(resident.cellphone),
    },
    doctor: doctorFacts(doctorNamed(state, relation.doctorAccountCode)),
  }
}

function current(state: MockState, doctor: string, resident: string): MockRelation | undefined {
  return relationsOf(state).find((r) => r.doctorAccountCode === doctor && r.residentAccountCode === resident && !r.unbindTime)
}

function relateDoctor(context: CallContext) {
  const state = context.store.state
  const doctor = doctorNamed(state, text(context, 'doctorAccountCode'))
  const bound = current(state, doctor.accountCode, me(context).accountCode)
  const { accountCode, ...facts } = doctorFacts(doctor)
  return {
    doctorAccountCode: accountCode,
    ...facts,
    goodAt: profileOf(doctor)?.goodAt ?? '',
    avatar: avatarDataUri(doctor.name.slice(0, 1), state.accounts.indexOf(doctor)),
    teamName: TEAM_NAMES[doctor.accountCode] ?? `${doctor.name}家庭医生团队`,
    bound: Boolean(bound),
    relationCode: bound?.relationCode ?? null,
  }
}

function relate(context: CallContext) {
  const caller = me(context)
  const state = context.store.state
  const doctor = doctorNamed(state, text(context, 'doctorAccountCode'))
  if (caller.accountCode === doctor.accountCode) throw errors.forbidden('不能绑定自己为家庭医生')
  if (current(state, doctor.accountCode, caller.accountCode)) throw errors.forbidden('您已绑定该家庭医生')
  return context.store.update((s) => {
    const list = s.relations
    const relationCode = `R${String(500 + list.length)}`
    const bindTime = formatDateTime(context.now)
    list.push({ relationCode, doctorAccountCode: doctor.accountCode, residentAccountCode: caller.accountCode, bindTime, bindWay: 'QRCODE' })
    return { relationCode, bindTime, doctorName: doctor.name }
  })
}

export const doctorProgrammeHandlers = defineHandlers({
  'hypertension.count': hypertensionCount,
  'programme.pushPopularScience': push,
  'programme.records': records,
  'familyDoctor.workbench': workbench,
  'familyDoctor.relationInfo': relationInfo,
  'familyDoctor.relateDoctor': relateDoctor,
  'familyDoctor.relate': relate,
})
