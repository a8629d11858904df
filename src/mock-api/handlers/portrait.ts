import { genderCode } from '../gender'
import { errors } from '../errors'
import { actionScore, healthPortrait, scoreHistory, type PortraitPerson } from '../seed/portrait'
import type { MockAccount } from '../state'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'
import { caller } from './session'

// Whose portrait may be read: one's own, a family member's, and for a doctor the residents he looks after.
// Anyone else's answers 125000418; an unknown id 125000404.
function birthYearsOld(userCode: string, now: Date): number {
  const year = Number(userCode.slice(6, 10))
  return Number.isInteger(year) && year > 1900 ? now.getFullYear() - year : 0
}

function asPerson(account: MockAccount, now: Date): PortraitPerson {
  return {
    residentAccountCode: account.accountCode,
    residentName: account.name,
    residentGender: account.gender,
    residentAge: birthYearsOld(account.userCode, now),
    ageUnit: '岁',
  }
}

function personOf(context: CallContext): PortraitPerson {
  return portraitPerson(context, text(context, 'userId').trim())
}

/** Whose readings a call may see (also the health-test reports of report.execute): `id` empty means the caller. */
export function portraitPerson(context: CallContext, id: string): PortraitPerson {
  const self = caller(context)
  const { residents, families } = context.store.state
  const own = residents.find((r) => r.residentAccountCode === self.accountCode)
  if (!id || id === self.accountCode) return own ?? asPerson(self, context.now)
  const resident = residents.find((r) => r.residentAccountCode === id)
  if (!resident) throw errors.notFound('居民')
  const account = me(context)
  const family = (families[account.accountCode] ?? []).some((link) => link.memberAccountCode === id)
  const looksAfter =
    account.role === 'doctor' && [resident.familyDoctor, resident.hypertensionDoctor, resident.tumorDoctor].includes(account.accountCode)
  if (!family && !looksAfter && id !== account.accountCode) throw errors.forbidden('无权查看该居民的健康画像')
  return resident
}

function indicators(context: CallContext) {
  const person = personOf(context)
  const doctor = context.store.state.accounts.find(
    (a) => a.accountCode === context.store.state.residents.find((r) => r.residentAccountCode === person.residentAccountCode)?.familyDoctor,
  )
  const tags = [
    ...(person.hypertensionTag === '20' ? ['高血压患者'] : person.hypertensionTag === '10' ? ['高血压高危人群'] : []),
    ...(doctor ? ['家庭医生签约'] : []),
  ]
  return {
    userId: person.residentAccountCode,
    name: person.residentName,
    gender: genderCode(person.residentGender),
    age: person.residentAge,
    ageUnit: person.ageUnit,
    avatar: person.profilePhoto ?? null,
    tags,
    familyDoctorName: doctor?.name ?? null,
    ...healthPortrait(person, context.now),
  }
}

export const portraitHandlers = defineHandlers({
  'portrait.indicators': indicators,
  'portrait.actionScore': (c) => actionScore(personOf(c), c.now),
  'portrait.scoreDetail': (c) => paginate(scoreHistory(personOf(c), c.now), whole(c, 'current', 1), whole(c, 'size', 10)),
})
