// What usage events carry about the user (SPEC §6: event reporting reads doctor level, medical subject and user
// roles for some events). The doctor-auth check already asks certification.state, whose qualification holds the
// doctor's title and department: they are kept beside canUserDoctor, for the same visit and the same login, and
// cleared with it. A session where no doctor page was opened yet has none, and its events carry none.
import type { CertificationState } from '../generated/api'
import { SESSION_KEYS } from '../platform/storage-keys'
import { keepRecent, readRecentJson } from './recent'

export interface DoctorProfile {
  doctorLevel?: string
  medicalSubject?: string
  /** The SPEC's roles this login holds: a certified doctor is a doctor; anyone else logged in, a resident. */
  roles: string[]
}

export function keepDoctorProfile(qualification: CertificationState['qualification'], certified: boolean): void {
  const profile: DoctorProfile = {
    ...(certified && qualification.title ? { doctorLevel: qualification.title } : {}),
    ...(certified && qualification.departmentName ? { medicalSubject: qualification.departmentName } : {}),
    roles: certified ? ['DOCTOR'] : ['RESIDENT'],
  }
  keepRecent(SESSION_KEYS.doctorProfile, JSON.stringify(profile))
}

/** The profile the doctor-auth check kept for this login, if it ran. */
export function doctorProfile(): DoctorProfile | undefined {
  return readRecentJson(SESSION_KEYS.doctorProfile) as DoctorProfile | undefined
}
