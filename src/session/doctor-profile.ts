// What usage events carry about the user (SPEC §6: event reporting reads doctor level, medical subject and user
// roles for some events). The doctor-auth check already asks certification.state: a certified doctor's title and
// department are kept beside canUserDoctor, for the same visit and the same login, and cleared with it; the role is
// canUserDoctor's answer itself. A session where no doctor page was opened yet knows none of them.
import type { CertificationState } from '../generated/api'
import { SESSION_KEYS } from '../platform/storage-keys'
import { keepRecent, readRecent, readRecentJson } from './recent'

export interface DoctorProfile {
  doctorLevel?: string
  medicalSubject?: string
  /** The SPEC's roles this login holds: a certified doctor is a doctor; anyone else logged in, a resident. */
  roles?: string[]
}

type Qualification = CertificationState['qualification']

/** A certified doctor's title and department, as the doctor check found them. */
export function keepDoctorProfile(qualification: Qualification, certified: boolean): void {
  const profile: DoctorProfile = certified
    ? {
        ...(qualification.title ? { doctorLevel: qualification.title } : {}),
        ...(qualification.departmentName ? { medicalSubject: qualification.departmentName } : {}),
      }
    : {}
  keepRecent(SESSION_KEYS.doctorProfile, JSON.stringify(profile))
}

/** What the doctor check learnt about this login, if it ran. */
export function doctorProfile(): DoctorProfile {
  const can = readRecent(SESSION_KEYS.canUserDoctor)
  if (can === null) return {}
  return { ...(readRecentJson(SESSION_KEYS.doctorProfile) as DoctorProfile | undefined), roles: can === 'true' ? ['DOCTOR'] : ['RESIDENT'] }
}
