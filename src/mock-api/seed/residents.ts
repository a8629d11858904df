import type { Gender, MockAccount, MockResident } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { cellphone, digitCode, formatDate, formatDateTime, hexCode } from './codes'
import { femaleGiven, maleGiven, surnames } from './names'
import { avatarDataUri } from './photo'
import { randomAddress } from './places'
import type { Random } from './prng'

export const RESIDENT_COUNT = 360

function chineseName(random: Random, gender: Gender): string {
  const given = gender === '1' ? maleGiven : femaleGiven
  return random.pick(surnames) + random.pick(given)
}

/** Adults lean towards the ages that fill chronic-disease programmes. */
function adultAge(random: Random): number {
  const r = random.next()
  if (r < 0.1) return random.int(18, 34)
  if (r < 0.35) return random.int(35, 54)
  if (r < 0.85) return random.int(55, 79)
  return random.int(80, 96)
}

function birthdayFor(now: Date, years: number, months: number, random: Random): Date {
  const d = new Date(now.getFullYear() - years, now.getMonth() - months, 1)
  d.setDate(random.int(1, 28))
  if (d > now) d.setMonth(d.getMonth() - 1)
  return d
}

function otherDoctor(random: Random): MockAccount {
  return random.pick(OTHER_DOCTORS)
}

function makeResident(random: Random, now: Date, index: number): MockResident {
  const infant = index % 45 === 7
  const gender: Gender = random.chance(0.52) ? '2' : '1'
  const name = chineseName(random, gender)
  const age = infant ? random.int(2, 11) : adultAge(random)
  const birthday = infant ? birthdayFor(now, 0, age, random) : birthdayFor(now, age, random.int(1, 11), random)
  const resident: MockResident = {
    residentAccountCode: hexCode(random),
    userCode: digitCode(random, 18),
    residentName: name,
    residentGender: gender,
    residentAge: age,
    ageUnit: infant ? '月' : '岁',
    birthday: formatDate(birthday),
    cellphone: cellphone(random),
    address: randomAddress(random),
    createTime: formatDateTime(new Date(now.getTime() - random.int(3, 700) * 86_400_000 - random.int(0, 86_399) * 1000)),
  }
  if (random.chance(0.3)) resident.profilePhoto = avatarDataUri(name.slice(0, 1), index)

  // Family doctor: most of the county's residents signed with the demo doctor's team.
  resident.familyDoctor = random.chance(0.68) ? DEMO_DOCTOR.accountCode : otherDoctor(random).accountCode
  if (!infant && age >= 35 && random.chance(0.5)) {
    resident.hypertensionDoctor = random.chance(0.8) ? DEMO_DOCTOR.accountCode : otherDoctor(random).accountCode
    resident.hypertensionTag = random.chance(0.55) ? '20' : '10'
  }
  // Tumour programme: some are already managed, by the demo doctor or, more often, by a colleague.
  if (!infant && age >= 40 && random.chance(0.24)) {
    resident.tumorDoctor = random.chance(0.4) ? DEMO_DOCTOR.accountCode : otherDoctor(random).accountCode
    resident.tumorSource = random.pick([0, 1, 2] as const)
    resident.riskLevel = random.pick([10, 20, 30, 40] as const)
  }
  return resident
}

/** The demo resident is also one of the demo doctor's family-doctor residents. */
function demoResidentRecord(random: Random, now: Date): MockResident {
  return {
    residentAccountCode: DEMO_RESIDENT.accountCode,
    userCode: DEMO_RESIDENT.userCode,
    residentName: DEMO_RESIDENT.name,
    residentGender: DEMO_RESIDENT.gender,
    residentAge: now.getFullYear() - 1991 - (now.getMonth() < 7 || (now.getMonth() === 7 && now.getDate() < 26) ? 1 : 0),
    ageUnit: '岁',
    birthday: '1991-08-26',
    cellphone: DEMO_RESIDENT.cellphone,
    profilePhoto: avatarDataUri('林', 3),
    familyDoctor: DEMO_DOCTOR.accountCode,
    address: randomAddress(random),
    createTime: formatDateTime(new Date(now.getTime() - 400 * 86_400_000)),
  }
}

export function seedResidents(random: Random, now: Date): MockResident[] {
  const residents = [demoResidentRecord(random, now)]
  for (let i = 1; i < RESIDENT_COUNT; i++) residents.push(makeResident(random, now, i))
  return residents
}
