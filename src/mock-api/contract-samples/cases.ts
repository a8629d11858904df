import { DEMO_DOCTOR, OTHER_DOCTORS } from '../seed/accounts'
import { SEED_EXAM_RECORD_ID } from '../seed/exams'

// Valid arguments for the calls of the cases, study and homepage screens (issue 10), kept apart from
// contract.test.ts's own list so the lists grow without touching each other.
export function casesSamples(): Record<string, unknown> {
  return {
    'cases.list': { current: 1, size: 10, keyword: '高血压', category: 'clinical' },
    'cases.save': {
      title: '社区随访中发现的白大衣高血压一例',
      patientGender: '2',
      patientAge: 47,
      chiefComplaint: '体检发现血压升高 2 周',
      presentIllness: '单位体检血压 152/94 mmHg，无头晕头痛。',
      diagnosis: '白大衣高血压',
      treatment: '家庭血压监测 7 天，生活方式干预，3 个月后复查。',
    },
    'exam.start': { paperId: 'EX2025001' },
    'exam.submit': { recordId: SEED_EXAM_RECORD_ID, answers: { '1': 'B' } },
    'exam.result': { recordId: SEED_EXAM_RECORD_ID },
    'examCentre.list': { state: 'finished' },
    'examCentre.detail': { paperId: 'EX2025002' },
    'examCentre.records': { current: 1, size: 10 },
    'examCentre.certificate': { recordId: SEED_EXAM_RECORD_ID },
    'homepage.profile': { accountCode: DEMO_DOCTOR.accountCode },
    'homepage.contents': { accountCode: DEMO_DOCTOR.accountCode, kind: '', current: 1, size: 10 },
    'homepage.fans': { userId: DEMO_DOCTOR.accountCode, current: 1, size: 20 },
    'homepage.followings': { userId: DEMO_DOCTOR.accountCode, current: 1, size: 20 },
    'consult.list': { current: 1, size: 10 },
    'reeducation.auxiliaryDiagnosis': {
      symptoms: '反复头晕头痛半年，偶有心悸',
      findings: '诊室血压 162/98 mmHg，心电图示左心室肥厚',
      age: 58,
      gender: '1',
    },
    'consult.detail': { consultId: 'DC000101' },
    'consult.ask': {
      title: '难治性高血压是否需要筛查原发性醛固酮增多症？',
      disease: '难治性高血压',
      description: '三种降压药足量联用血压仍 158/96 mmHg，血钾 3.4 mmol/L。',
    },
    'study.courses': { type: 'guideline', current: 1, size: 10 },
    'study.course': { courseId: 'CS002' },
    'study.lesson': { courseId: 'CS002', lessonId: 'CS002-4' },
    'study.finishLesson': { courseId: 'CS002', lessonId: 'CS002-4' },
    'study.learnt': { current: 1, size: 10 },
    'credit.rule': { instituteId: '1' },
    'homepage.follow': { accountCode: OTHER_DOCTORS[3].accountCode, follow: true },
  }
}
