import { isIdCardNumber } from '../../platform/id-card'
import { formatDateTime } from '../seed/codes'
import { seedHospitals } from '../seed/hospitals'
import { MockApiError, errors } from '../errors'
import type { MockCertification, MockCertStatus, MockState } from '../state'
import { arg, me, text, type CallContext, defineHandlers } from './context'

// Certification (issue 12): real name by ID card (name, number, photos of both sides, checked by hand) and a
// doctor's qualification (hospital, department, title, practice-certificate photos), each reviewed: PENDING until
// the 调试 panel approves or rejects it (reviewPending). §8's two business answers come from here: the name is
// not the cardholder's (the number is the caller's own, the name another), or the number is someone else's.
export const STATUS_NAMES: Record<MockCertStatus, string> = { NONE: '未认证', PENDING: '审核中', CERTIFIED: '已认证', REJECTED: '未通过' }

export const CERT_ERRORS = {
  nameMismatch: () => new MockApiError('125000420', '持卡人姓名不一致，请核对后重新填写'),
  alreadyVerified: () => new MockApiError('125000421', '该身份证已被认证，请更换身份证或联系客服'),
  badIdCard: () => new MockApiError('125000400', '请输入正确的身份证号码', 400),
}

/** Why a rejected application was turned down (the 调试 panel's reject). */
export const REJECT_REASON = '证件照片模糊或信息不完整，请上传清晰完整的照片后重新提交'

function maskName(name: string): string {
  return name.length <= 2 ? `${name.slice(0, 1)}*` : `${name.slice(0, 1)}${'*'.repeat(name.length - 2)}${name.slice(-1)}`
}

function maskId(id: string): string {
  return `${id.slice(0, 4)}**********${id.slice(-4)}`
}

export function certificationOf(state: MockState, accountCode: string): MockCertification | undefined {
  return state.certifications[accountCode]
}

/** The real-name application as the detail page shows it; undefined when none was made here. */
export function realNameView(context: CallContext) {
  const account = me(context)
  const applied = certificationOf(context.store.state, account.accountCode)?.realName
  if (!applied)
    return {
      status: 'CERTIFIED' as const,
      statusName: STATUS_NAMES.CERTIFIED,
      name: maskName(account.name),
      idCardNo: maskId(account.userCode),
      submitTime: null,
      rejectReason: null,
    }
  return {
    status: applied.status,
    statusName: STATUS_NAMES[applied.status],
    name: maskName(applied.name),
    idCardNo: maskId(applied.idCardNo),
    submitTime: applied.submitTime,
    rejectReason: applied.rejectReason,
  }
}

/** Whose number this is: the first 17 digits identify a person (the seed's numbers are not all checksummed). */
function holderOf(state: MockState, idCardNo: string): { accountCode: string; name: string } | undefined {
  const body = idCardNo.slice(0, 17)
  const account = state.accounts.find((a) => a.userCode.slice(0, 17) === body)
  if (account) return { accountCode: account.accountCode, name: account.name }
  const resident = state.residents.find((r) => r.userCode.slice(0, 17) === body)
  return resident && { accountCode: resident.residentAccountCode, name: resident.residentName }
}

function photo(context: CallContext, key: string): string {
  const value = arg(context, key)
  if (typeof value !== 'string' || !/^data:image\/(jpeg|png|webp);base64,/.test(value)) throw errors.badPayload(`${key} 需为图片`)
  return value
}

function submitRealName(context: CallContext) {
  const account = me(context)
  const name = text(context, 'name').trim()
  const idCardNo = text(context, 'idCardNo').toUpperCase()
  if (!isIdCardNumber(idCardNo)) throw CERT_ERRORS.badIdCard()
  photo(context, 'idCardFront')
  photo(context, 'idCardBack')
  const holder = holderOf(context.store.state, idCardNo)
  if (holder && holder.accountCode !== account.accountCode) throw CERT_ERRORS.alreadyVerified()
  if (holder && holder.name !== name) throw CERT_ERRORS.nameMismatch()
  context.store.update((state) => {
    const mine = (state.certifications[account.accountCode] ??= {})
    mine.realName = { status: 'PENDING', name, idCardNo, submitTime: formatDateTime(context.now), rejectReason: null }
  })
  return realNameView(context)
}

function submitQualification(context: CallContext) {
  const account = me(context)
  const hospitalId = text(context, 'hospitalId')
  const hospital = seedHospitals().find((h) => h.hospitalId === hospitalId)
  if (!hospital) throw errors.notFound('医院')
  const photos = arg(context, 'certificatePhotos')
  if (!Array.isArray(photos) || photos.length === 0) throw errors.badPayload('certificatePhotos 至少一张')
  context.store.update((state) => {
    const mine = (state.certifications[account.accountCode] ??= {})
    mine.qualification = {
      status: 'PENDING',
      hospitalId,
      hospitalName: hospital.hospitalName,
      departmentName: text(context, 'departmentName'),
      title: text(context, 'title'),
      submitTime: formatDateTime(context.now),
      certifiedTime: null,
      rejectReason: null,
    }
  })
  return { submitted: true }
}

/** Decide every application waiting for review (the 调试 panel); answers how many were decided. */
export function reviewPending(state: MockState, decision: 'approve' | 'reject', now: Date): number {
  let decided = 0
  for (const cert of Object.values(state.certifications)) {
    for (const application of [cert.realName, cert.qualification]) {
      if (application?.status !== 'PENDING') continue
      application.status = decision === 'approve' ? 'CERTIFIED' : 'REJECTED'
      application.rejectReason = decision === 'approve' ? null : REJECT_REASON
      if ('certifiedTime' in application) application.certifiedTime = decision === 'approve' ? formatDateTime(now) : null
      decided++
    }
  }
  return decided
}

export const certificationHandlers = defineHandlers({
  'certification.realName': realNameView,
  'certification.submitRealName': submitRealName,
  'certification.submitQualification': submitQualification,
})
