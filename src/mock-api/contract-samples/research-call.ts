import { DEMO_DOCTOR } from '../seed/accounts'
import { SEED_SAMPLES } from '../seed/research'
import type { MockState } from '../state'

// Valid arguments for the research and feedback calls (the contract test runs them as the demo doctor), kept
// apart so lists of other areas grow untouched.
export function researchCallSamples(state: MockState): Record<string, unknown> {
  const enrolled = new Set(SEED_SAMPLES.map((s) => s.residentName))
  const free = state.residents.find((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && !enrolled.has(r.residentName))
  const page = { current: 1, size: 10 }
  return {
    'research.detail': { projectCode: 'RS2026001' },
    'research.join': { projectCode: 'RS2026002' },
    'research.enrollSample': {
      projectCode: 'RS2026001',
      residentAccountCode: free?.residentAccountCode,
      generalNameCode: 'AMLODIPINE',
      group: '干预组',
      diagnosis: '原发性高血压 1 级',
      note: '',
      consent: true,
    },
    'research.samples': { ...page, projectCode: 'RS2026001' },
    'research.sampleDetail': { sampleCode: 'SP000003' },
    'research.drugs': { projectCode: 'RS2026001' },
    'feedback.submit': { type: 'SUGGESTION', content: '希望科研项目能按病种筛选，方便找到合适的项目。', pictures: [], contact: '' },
    'feedback.list': page,
    'feedback.detail': { feedbackCode: 'FB000003' },
    'medicineFeedback.submit': {
      generalNameCode: 'AMLODIPINE',
      reactions: ['水肿'],
      onsetDate: '2026-01-05',
      severity: '轻度',
      description: '',
    },
    'medicineFeedback.list': page,
  }
}
