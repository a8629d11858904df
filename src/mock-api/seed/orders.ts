import type { MockOrder } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT } from './accounts'
import { DEMO_HOSPITAL_ID, seedHospitals } from './hospitals'
import { byline } from './people'

// Orders waiting for payment, fixed so tests and demos name them: 林晓燕's consultation with 陈立新, a
// prescription he wrote for her father and a family-doctor service package; 陈立新's continuing-education course.
export const ORDER_CODES = {
  consultation: 'PO202611230001',
  prescription: 'PO202611230002',
  servicePackage: 'PO202611230003',
  course: 'PO202611230004',
} as const

/** The internet-hospital payment types ({type} of its payment route) and their names. */
export const PAYMENT_TYPES: Record<string, string> = {
  CONSULTATION: '在线问诊',
  PRESCRIPTION: '处方购药',
  SERVICE: '家庭医生服务包',
  COURSE: '继续教育课程',
}

export function seedOrders(now: Date): Record<string, MockOrder> {
  const hospitalName = seedHospitals().find((h) => h.hospitalId === DEMO_HOSPITAL_ID)?.hospitalName ?? ''
  const created = (minutesAgo: number) => {
    const d = new Date(now.getTime() - minutesAgo * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  }
  const order = (
    o: Pick<MockOrder, 'orderCode' | 'accountCode' | 'type' | 'title' | 'detail' | 'amount' | 'doctorName'>,
    minutesAgo: number,
  ): MockOrder => ({
    ...o,
    typeName: PAYMENT_TYPES[o.type],
    hospitalName,
    createTime: created(minutesAgo),
    status: 'UNPAID',
    payMethod: null,
    payTime: null,
    failReason: null,
  })
  const list = [
    order(
      {
        orderCode: ORDER_CODES.consultation,
        accountCode: DEMO_RESIDENT.accountCode,
        type: 'CONSULTATION',
        title: `图文问诊 · ${byline(DEMO_DOCTOR.name)}`,
        detail: '血压控制咨询，24 小时内不限次数回复',
        amount: 2900,
        doctorName: DEMO_DOCTOR.name,
      },
      12,
    ),
    order(
      {
        orderCode: ORDER_CODES.prescription,
        accountCode: DEMO_RESIDENT.accountCode,
        type: 'PRESCRIPTION',
        title: '苯磺酸氨氯地平片 5mg×28 片 ×2 盒',
        detail: '为林国强开具，快递配送，运费 8.00 元',
        amount: 8650,
        doctorName: DEMO_DOCTOR.name,
      },
      45,
    ),
    order(
      {
        orderCode: ORDER_CODES.servicePackage,
        accountCode: DEMO_RESIDENT.accountCode,
        type: 'SERVICE',
        title: '家庭医生慢病管理服务包（年度）',
        detail: '每月随访 1 次，血压、血糖管理与用药指导',
        amount: 36000,
        doctorName: DEMO_DOCTOR.name,
      },
      180,
    ),
    order(
      {
        orderCode: ORDER_CODES.course,
        accountCode: DEMO_DOCTOR.accountCode,
        type: 'COURSE',
        title: '高血压基层诊疗规范（2026 版）继续教育课程',
        detail: 'Ⅱ类学分 5 分，共 12 课时',
        amount: 9900,
        doctorName: '国家心血管病中心',
      },
      30,
    ),
  ]
  return Object.fromEntries(list.map((o) => [o.orderCode, o]))
}
