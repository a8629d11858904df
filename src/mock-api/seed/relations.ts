// Who is bound to which family doctor, and the pushes and reminders the demo doctor sent before the app opened.
// Derived from the residents of the seed, so the same people appear in the lists, the programmes and here.
import type { MockProgrammeRecord, MockRelation, MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { formatDateTime } from './codes'

const DAY = 86_400_000

function later(createTime: string, days: number): string {
  return formatDateTime(new Date(new Date(createTime.replace(' ', 'T')).getTime() + days * DAY))
}

/**
 * The demo doctor's first 30 family-doctor residents are bound as R001…R030 (every ninth since unbound), his
 * colleagues' first five each from R101 on. The demo resident is signed with him but not yet bound through the QR
 * code, so the demo can bind her.
 */
export function seedRelations(state: MockState): MockRelation[] {
  const relations: MockRelation[] = []
  const bindFor = (doctor: string, first: number, howMany: number) => {
    const mine = state.residents
      .filter((r) => r.familyDoctor === doctor && r.residentAccountCode !== DEMO_RESIDENT.accountCode)
      .slice(0, howMany)
    mine.forEach((resident, i) => {
      const n = first + i
      const relation: MockRelation = {
        relationCode: `R${String(n).padStart(3, '0')}`,
        doctorAccountCode: doctor,
        residentAccountCode: resident.residentAccountCode,
        bindTime: later(resident.createTime, 1 + (i % 5)),
        bindWay: i % 3 === 0 ? 'SIGNING' : 'QRCODE',
      }
      if (i % 9 === 8) relation.unbindTime = later(resident.createTime, 40 + i)
      relations.push(relation)
    })
  }
  bindFor(DEMO_DOCTOR.accountCode, 1, 30)
  OTHER_DOCTORS.forEach((doctor, i) => bindFor(doctor.accountCode, 101 + i * 5, 5))
  return relations
}

/** Two pushes and two reminders the demo doctor sent to his multi-cancer residents last week. */
export function seedProgrammeRecords(state: MockState, now: Date): MockProgrammeRecord[] {
  const managed = state.residents.filter((r) => r.tumorDoctor === DEMO_DOCTOR.accountCode)
  const codes = (from: number, n: number) => managed.slice(from, from + n).map((r) => r.residentAccountCode)
  const at = (days: number, hour: number) => formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour, 20))
  return [
    {
      recordCode: 'PR000004',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      kind: 'remind',
      contentId: null,
      title: '随访提醒',
      residentAccountCodes: codes(0, 1),
      createTime: at(2, 15),
    },
    {
      recordCode: 'PR000003',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      kind: 'push',
      contentId: '18',
      title: '体检发现肺结节，一定是癌吗？',
      residentAccountCodes: codes(1, 4),
      createTime: at(3, 10),
    },
    {
      recordCode: 'PR000002',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      kind: 'remind',
      contentId: null,
      title: '随访提醒',
      residentAccountCodes: codes(5, 1),
      createTime: at(5, 9),
    },
    {
      recordCode: 'PR000001',
      doctorAccountCode: DEMO_DOCTOR.accountCode,
      kind: 'push',
      contentId: '4',
      title: '大便习惯改变，警惕结直肠癌',
      residentAccountCodes: codes(2, 6),
      createTime: at(6, 16),
    },
  ]
}
