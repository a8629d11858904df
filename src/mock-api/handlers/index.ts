import { academicHandlers } from './academic'
import { areaHandlers } from './area'
import { contentHandlers } from './content'
import type { CallHandlers } from './context'
import { homeHandlers } from './home'
import { hospitalHandlers } from './hospitals'
import { hostHandlers } from './hosts'
import { messageHandlers } from './messages'
import { monitorHandlers } from './monitor'
import { partnerHandlers } from './partner'
import { healthFileHandlers } from './health-file'
import { activityHandlers } from './activity'
import { pointsHandlers } from './points'
import { questionnaireHandlers } from './questionnaires'
import { portraitHandlers } from './portrait'
import { remoteScreenHandlers } from './remote-screens'
import { healthTestHandlers } from './health-tests'
import { residentHandlers } from './residents'
import { sessionHandlers } from './session'
import { tumorHandlers } from './tumor'
import { userCentreHandlers } from './user-centre'
import { caseHandlers } from './cases'
import { studyHandlers } from './study'
import { homepageHandlers } from './homepage'
import { consultationHandlers } from './consultations'
import { healthConsultationHandlers } from './health-consultations'
import { medicalReportHandlers } from './medical-reports'
import { healthAssessmentHandlers } from './health-assessments'
import { certificationHandlers } from './certification'
import { familyHandlers } from './family'
import { paymentHandlers } from './payment'
import { recordHandlers } from './records'
import { courseHandlers } from './courses'
import { chatHandlers } from './chat'
import { aiHandlers } from './ai'
import { examCentreHandlers } from './exam-centre'
import { specialServiceHandlers } from './special-services'
import { familyTeamHandlers } from './family-team'
import { familyTeamCareHandlers } from './family-team-care'
import { patientHandlers } from './patients'
import { doctorProgrammeHandlers } from './doctor-programmes'
import { researchHandlers } from './research'
import { researchSampleHandlers } from './research-samples'
import { feedbackHandlers } from './feedback'
import { internetHospitalHandlers } from './internet-hospital'

/** One handler per named call of the catalogue (handlers.test.ts checks none is missing). */
export const callHandlers: CallHandlers = {
  ...sessionHandlers,
  ...residentHandlers,
  ...tumorHandlers,
  ...areaHandlers,
  ...pointsHandlers,
  ...homeHandlers,
  ...hostHandlers,
  ...contentHandlers,
  ...hospitalHandlers,
  ...messageHandlers,
  ...userCentreHandlers,
  ...portraitHandlers,
  ...monitorHandlers,
  ...partnerHandlers,
  ...healthFileHandlers,
  ...questionnaireHandlers,
  ...academicHandlers,
  // After contentHandlers: the case library answers content.caseDetails for its own cases.
  ...caseHandlers,
  ...studyHandlers,
  ...homepageHandlers,
  ...consultationHandlers,
  ...healthConsultationHandlers,
  ...medicalReportHandlers,
  ...healthAssessmentHandlers,
  ...certificationHandlers,
  ...paymentHandlers,
  ...familyHandlers,
  ...activityHandlers,
  ...recordHandlers,
  ...remoteScreenHandlers,
  ...healthTestHandlers,
  ...courseHandlers,
  ...chatHandlers,
  ...aiHandlers,
  ...examCentreHandlers,
  ...specialServiceHandlers,
  ...familyTeamHandlers,
  ...familyTeamCareHandlers,
  ...patientHandlers,
  ...doctorProgrammeHandlers,
  ...researchHandlers,
  ...researchSampleHandlers,
  ...feedbackHandlers,
  ...internetHospitalHandlers,
}

export type { CallContext, CallHandler, CallHandlers } from './context'
