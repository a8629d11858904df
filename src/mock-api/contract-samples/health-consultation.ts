import { DEMO_DOCTOR } from '../seed/accounts'

// Valid arguments for the health consultations' calls (the contract test runs them as the demo doctor, who is
// the doctor asked in HC000101), kept apart so lists of other areas grow untouched.
export function healthConsultationSamples(): Record<string, unknown> {
  return {
    'healthConsult.list': { serviceType: 'ALL', current: 1, size: 10 },
    'healthConsult.detail': { code: 'HC000101' },
    'healthConsult.doctors': { serviceType: 'PHONE', current: 1, size: 10 },
    'healthConsult.ask': {
      doctorCode: DEMO_DOCTOR.accountCode,
      serviceType: 'TEXT',
      question: '最近晨起头晕，血压 138/88 mmHg，需要复查吗？',
    },
  }
}

/** The medical reports' calls: 林晓燕's latest examination and her triglycerides. */
export function medicalReportSamples(): Record<string, unknown> {
  return {
    'medicalReport.detail': { reportId: 'MR000005' },
    'medicalReport.indicator': { recordCode: 'TG' },
  }
}
