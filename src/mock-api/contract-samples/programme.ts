import { DEMO_DOCTOR, OTHER_DOCTORS } from '../seed/accounts'
import type { MockState } from '../state'

// Valid arguments for the family doctor's programme calls (the contract test runs them as the demo doctor), kept
// apart so lists of other areas grow untouched.
export function programmeSamples(state: MockState): Record<string, unknown> {
  const managed = state.residents.find((r) => r.tumorDoctor === DEMO_DOCTOR.accountCode && r.riskLevel === 30)
  const page = { current: 1, size: 15 }
  return {
    'tumor.list': { ...page, name: '', riskLevel: 30, residentSource: null },
    'tumor.remind': { residentAccountCode: managed?.residentAccountCode },
    'tumor.result': { residentAccountCode: managed?.residentAccountCode },
    'tumor.questionnaireInstance': { residentAccountCode: managed?.residentAccountCode },
    'tumor.patient': { residentAccountCode: managed?.residentAccountCode },
    'tumor.addResident': { userName: '欧阳丽君', gender: '2', birthday: '1962-05-18', phoneNumber: '13906712468' },
    'programme.pushPopularScience': { contentId: '4', residentAccountCodes: [managed?.residentAccountCode] },
    'programme.records': { kind: 'push', ...page },
    'familyDoctor.relationInfo': { relationCode: 'R001' },
    'familyDoctor.relateDoctor': { doctorAccountCode: DEMO_DOCTOR.accountCode },
    // A doctor may bind a colleague as his own family doctor, never himself.
    'familyDoctor.relate': { doctorAccountCode: OTHER_DOCTORS[1]?.accountCode },
  }
}
