import { DEMO_HOSPITAL_ID } from '../seed/hospitals'
import type { MockState } from '../state'

/** A 1×1 PNG, as the photo fields send after compression. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

// Valid arguments for the special services' calls (the contract test runs them as the demo doctor), kept apart so
// lists of other areas grow untouched. A resident of the doctor's not yet in the malnutrition programme is added.
export function specialServiceSamples(state: MockState, doctor: string): Record<string, unknown> {
  const candidate = state.residents.find(
    (r) => r.familyDoctor === doctor && r.ageUnit === '岁' && r.residentAge >= 18 && r.residentAge < 40,
  )
  const patient = state.residents.find((r) => r.familyDoctor === doctor && r.residentAge >= 50)
  return {
    'malnutrition.hospitals': { areaCode: '330100', current: 1, size: 10 },
    'malnutrition.chooseHospital': { hospitalId: DEMO_HOSPITAL_ID },
    'malnutrition.joinApply': {
      hospitalId: DEMO_HOSPITAL_ID,
      departmentName: '临床营养科',
      title: '主治医师',
      certificatePhotos: [PHOTO],
      agree: true,
    },
    'malnutrition.residents': { name: '', risk: 'AT_RISK', current: 1, size: 10 },
    'malnutrition.candidates': { name: '', current: 1, size: 15 },
    'malnutrition.addResident': {
      residentAccountCode: candidate?.residentAccountCode,
      height: 168,
      weight: 52,
      weightLoss: '3m',
      intake: 'mild',
      disease: 'mild',
      note: '近期食欲下降',
    },
    'bronchus.upload': {
      patientAccountCode: patient?.residentAccountCode,
      examDate: '2025-01-06',
      examType: '普通支气管镜检查',
      notes: '慢性咳嗽复查',
      files: ['气管隆突.png', '检查报告.pdf'],
    },
    'bronchus.uploads': { status: 'ALL', current: 1, size: 10 },
    'bronchus.uploadDetail': { id: 'BU000001' },
    'diseaseManagement.list': { userId: '' },
  }
}
