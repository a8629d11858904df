import { DEMO_DOCTOR } from '../seed/accounts'
import { ORDER_CODES } from '../seed/orders'

// Valid arguments for the internet hospital's calls. The contract test makes every call as the demo doctor, who
// is both a patient here (IH000204 to 赵德明, his statin RX000302) and the doctor of IH000202 and IH000203.
export function internetHospitalSamples(): Record<string, unknown> {
  const page = { current: 1, size: 10 }
  return {
    'internetHospital.doctors': { serviceType: 'TEXT', ...page },
    'internetHospital.ask': {
      doctorCode: DEMO_DOCTOR.accountCode,
      serviceType: 'TEXT',
      description: '最近晨起头晕，血压 138/88 mmHg，需要复查吗？',
    },
    'internetHospital.list': { status: 'ALL', ...page },
    'internetHospital.detail': { code: 'IH000204' },
    'internetHospital.cancel': { code: 'IH000204' },
    'internetHospital.prescriptions': { role: 'patient', ...page },
    'internetHospital.prescription': { code: 'RX000302' },
    'internetHospital.takeDrugs': { code: 'RX000302' },
    'internetHospital.renew': { code: 'RX000302' },
    'internetHospital.inbox': { status: 'ALL', ...page },
    'internetHospital.accept': { code: 'IH000202' },
    'internetHospital.finish': { code: 'IH000203' },
    'internetHospital.prescribe': {
      code: 'IH000203',
      diagnosis: '2型糖尿病',
      drugName: '盐酸二甲双胍缓释片',
      dose: '0.5g',
      frequency: '每日两次',
      days: 30,
    },
    // The payment flow's points: his course order, which his consume points cover (cashier.test.ts).
    'payment.payWithPoints': { orderCode: ORDER_CODES.course },
  }
}
