import type { MockFamilyLink, MockResident, MockUserSettings } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT } from './accounts'
import { formatDateTime } from './codes'
import { avatarDataUri } from './photo'

// 林晓燕's household: her parents, her husband and their son, all signed with 陈立新 like her, so they are
// residents of the world (the doctor's lists show them, auth.runAsToken acts as them, the portrait reads them).
// Fixed, not drawn from the PRNG: tests and demos name them.
export const FAMILY_CODES = {
  father: '5c1e9a7d3b2f4e8a6c0d9b1f7e3a5c2d',
  mother: '8a4d2c6e0b9f1a3d7e5c2b8f4a6d0e9c',
  husband: 'e2b7f5a1c9d3e6b0a4f8c2d7e1b5a9f3',
  son: '3f9c7e1a5d2b8f4c0e6a9d3b7f1c5e2a',
} as const

interface Member {
  code: string
  userCode: string
  name: string
  gender: '1' | '2'
  birthday: string
  cellphone: string
  relation: MockFamilyLink['relation']
  hypertensionTag?: '10' | '20'
}

const members: Member[] = [
  {
    code: FAMILY_CODES.father,
    userCode: '330106196104172411',
    name: '林国强',
    gender: '1',
    birthday: '1961-04-17',
    cellphone: '13605813377',
    relation: 'FATHER',
    hypertensionTag: '20',
  },
  {
    code: FAMILY_CODES.mother,
    userCode: '330106196309054626',
    name: '王秀兰',
    gender: '2',
    birthday: '1963-09-05',
    cellphone: '13735871290',
    relation: 'MOTHER',
    hypertensionTag: '10',
  },
  {
    code: FAMILY_CODES.husband,
    userCode: '330106198912216515',
    name: '张伟',
    gender: '1',
    birthday: '1989-12-21',
    cellphone: '18668012476',
    relation: 'SPOUSE',
  },
  {
    code: FAMILY_CODES.son,
    userCode: '330106201903108338',
    name: '张子轩',
    gender: '1',
    birthday: '2019-03-10',
    cellphone: DEMO_RESIDENT.cellphone,
    relation: 'CHILD',
  },
]

function yearsOld(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number)
  return now.getFullYear() - y - (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d) ? 1 : 0)
}

/** The household as residents, living at 林晓燕's address. */
export function seedFamilyResidents(now: Date, home: MockResident['address']): MockResident[] {
  return members.map((m, i) => ({
    residentAccountCode: m.code,
    userCode: m.userCode,
    residentName: m.name,
    residentGender: m.gender,
    residentAge: yearsOld(m.birthday, now),
    ageUnit: '岁',
    birthday: m.birthday,
    cellphone: m.cellphone,
    profilePhoto: avatarDataUri(m.name.slice(0, 1), 4 + i),
    familyDoctor: DEMO_DOCTOR.accountCode,
    ...(m.hypertensionTag ? { hypertensionDoctor: DEMO_DOCTOR.accountCode, hypertensionTag: m.hypertensionTag } : {}),
    address: { ...home },
    createTime: formatDateTime(new Date(now.getTime() - (380 - i * 7) * 86_400_000)),
  }))
}

/** Who is in whose family list (the account itself is always shown first as 本人). */
export function seedFamilies(): Record<string, MockFamilyLink[]> {
  return {
    [DEMO_RESIDENT.accountCode]: members.map((m) => ({ memberAccountCode: m.code, relation: m.relation })),
    [DEMO_DOCTOR.accountCode]: [],
  }
}

export function seedUserSettings(): Record<string, MockUserSettings> {
  return {
    [DEMO_DOCTOR.accountCode]: { messagePush: true, personalisedRecommend: true, showOnlineStatus: true },
    [DEMO_RESIDENT.accountCode]: { messagePush: true, personalisedRecommend: false, showOnlineStatus: false },
  }
}
