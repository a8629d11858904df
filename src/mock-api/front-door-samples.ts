import { DEMO_HOSPITAL_ID } from './seed/hospitals'

// Valid arguments for the front door's calls (hospitals, message centre, user centre, health portrait),
// kept apart from contract.test.ts's own list so the two grow without touching each other.
export function frontDoorSamples(): Record<string, unknown> {
  return {
    'hospital.list': { current: 1, size: 10, name: '医院', areaCode: '330100' },
    'hospital.detail': { hospitalId: DEMO_HOSPITAL_ID },
  }
}
