// The catalogue of named calls. Pure data, importable from Node (screens check, gen, the embedded backend)
// and the browser. The engine's `call` data source and action look names up here.
import { areaCalls } from './catalogue/area.ts'
import { contentActionCalls, contentCalls } from './catalogue/content.ts'
import { homeCalls } from './catalogue/home.ts'
import { hospitalCalls } from './catalogue/hospitals.ts'
import { monitorCalls } from './catalogue/monitor.ts'
import { partnerCalls } from './catalogue/partner.ts'
import { healthFileCalls } from './catalogue/health-file.ts'
import { activityCalls } from './catalogue/activity.ts'
import { hostCalls } from './catalogue/hosts.ts'
import { messageCalls } from './catalogue/messages.ts'
import { pointsCalls } from './catalogue/points.ts'
import { portraitCalls } from './catalogue/portrait.ts'
import { residentCalls } from './catalogue/residents.ts'
import { sessionCalls } from './catalogue/session.ts'
import { userCentreCalls } from './catalogue/user-centre.ts'
import { questionnaireCalls } from './catalogue/questionnaires.ts'
import { caseCalls } from './catalogue/cases.ts'
import { courseCalls, studyCalls } from './catalogue/study.ts'
import { homepageCalls } from './catalogue/homepage.ts'
import { consultationCalls } from './catalogue/consultations.ts'
import { healthConsultationCalls } from './catalogue/health-consultations.ts'
import { medicalReportCalls } from './catalogue/medical-reports.ts'
import { healthAssessmentCalls } from './catalogue/health-assessments.ts'
import { accountCalls } from './catalogue/account.ts'
import { remoteScreenCalls } from './catalogue/remote-screens.ts'
import { healthTestCalls } from './catalogue/health-tests.ts'
import { chatCalls } from './catalogue/chat.ts'
import { aiCalls } from './catalogue/ai.ts'
import { examCentreCalls } from './catalogue/exam-centre.ts'
import { specialServiceCalls } from './catalogue/special-services.ts'
import { familyTeamCalls } from './catalogue/family-team.ts'
import { doctorProgrammeCalls } from './catalogue/doctor-programmes.ts'
import { feedbackCalls, researchCalls } from './catalogue/research.ts'
import { internetHospitalCalls } from './catalogue/internet-hospital.ts'
import type { CallSpec } from './call-spec.ts'

export type { CallMethod, CallSpec, SchemaId } from './call-spec.ts'

const calls = {
  ...sessionCalls,
  ...residentCalls,
  ...areaCalls,
  ...pointsCalls,
  ...homeCalls,
  ...hostCalls,
  ...contentCalls,
  ...contentActionCalls,
  ...hospitalCalls,
  ...messageCalls,
  ...userCentreCalls,
  ...portraitCalls,
  ...monitorCalls,
  ...partnerCalls,
  ...healthFileCalls,
  ...questionnaireCalls,
  ...caseCalls,
  ...studyCalls,
  ...courseCalls,
  ...homepageCalls,
  ...consultationCalls,
  ...healthConsultationCalls,
  ...medicalReportCalls,
  ...healthAssessmentCalls,
  ...accountCalls,
  ...activityCalls,
  ...remoteScreenCalls,
  ...healthTestCalls,
  ...chatCalls,
  ...aiCalls,
  ...examCentreCalls,
  ...specialServiceCalls,
  ...familyTeamCalls,
  ...doctorProgrammeCalls,
  ...researchCalls,
  ...feedbackCalls,
  ...internetHospitalCalls,
} as const satisfies Record<string, CallSpec>

/** The name of a call in the catalogue. */
export type CatalogueName = keyof typeof calls

/** Every named call: a typed constant, whose names (and through `npm run gen`, request and response types) are types. */
export const catalogue: Readonly<Record<CatalogueName, CallSpec>> = calls

export function callNames(): CatalogueName[] {
  return (Object.keys(catalogue) as CatalogueName[]).sort()
}

/** A name written in a config (or a test) that is a call of the catalogue. */
export function isCatalogueName(name: string): name is CatalogueName {
  return Object.hasOwn(catalogue, name)
}

/** What the catalogue says of a call. */
export function specOf(name: CatalogueName): CallSpec {
  return catalogue[name]
}

/** The calls whose path or shape the spec does not show, with what we chose (ASSUMPTIONS.md lists them too). */
export function assumedCalls(): Array<[name: string, note: string]> {
  return callNames().flatMap((name) => {
    const note = specOf(name).assumed
    return note ? [[name, note] as [string, string]] : []
  })
}
