import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import { HEALTH_TEST_SUBJECTS } from '../seed/health-tests'
import { healthPortrait } from '../seed/portrait'
import type { MockExplanation } from '../state'
import { text, type CallContext, defineHandlers } from './context'
import { portraitPerson } from './portrait'
import { caller } from './session'

// Report explanations (/health/digital-health-test/report-explain*): a resident asks about a health-test report
// and the family doctor answers (without one, the platform's health manager). The earlier requests are derived
// from the person's portrait (the answer quotes the latest blood pressure it shows); new ones are kept in the
// world and wait for the doctor.
const subjectOf = (code: string) => HEALTH_TEST_SUBJECTS.find((s) => s.code === code)

function doctorName(context: CallContext, accountCode: string): string {
  const { residents, accounts } = context.store.state
  const doctor = residents.find((r) => r.residentAccountCode === accountCode)?.familyDoctor
  return accounts.find((a) => a.accountCode === doctor)?.name ?? '平台健康管理师'
}

/** Two earlier requests everyone has (one answered), so the pages show both states. */
function earlier(context: CallContext, accountCode: string): MockExplanation[] {
  const person = portraitPerson(context, '')
  const bp = healthPortrait(person, context.now).indicators.find((i) => i.code === 'BLOOD_PRESSURE')
  const day = (days: number, hour: number) => {
    const d = new Date(context.now.getTime() - days * 86_400_000)
    d.setHours(hour, 12, 0, 0)
    return formatDateTime(d)
  }
  const high = bp?.status === 'HIGH'
  return [
    {
      code: `RX${accountCode.slice(0, 6).toUpperCase()}02`,
      subjectCode: 'general',
      question: '综合检测提示有异常指标，需要去医院复查吗？',
      submitTime: day(1, 20),
      reply: null,
      replyTime: null,
    },
    {
      code: `RX${accountCode.slice(0, 6).toUpperCase()}01`,
      subjectCode: 'hypertension',
      question: '早上量的血压比晚上高一些，需要调整作息或者用药吗？',
      submitTime: day(6, 21),
      reply: bp
        ? `您最近一次血压 ${bp.value} mmHg，${high ? '高于正常范围，建议连续一周早晚各测一次，记录后来门诊复诊，再决定是否调整用药' : '在正常范围内，晨起血压略高较常见，保持规律作息、少盐饮食，每周测量 3 到 4 次即可'}。`
        : '建议连续一周早晚各测一次血压并记录，复诊时带上记录。',
      replyTime: day(5, 9),
    },
  ]
}

function listFor(context: CallContext) {
  const self = caller(context)
  const stored = context.store.state.healthTestExplanations[self.accountCode] ?? []
  const doctor = doctorName(context, self.accountCode)
  return [...stored, ...earlier(context, self.accountCode)].map((e) => {
    const subject = subjectOf(e.subjectCode)
    return {
      code: e.code,
      subjectCode: e.subjectCode,
      subjectName: subject?.name ?? e.subjectCode,
      reportPath: subject?.reportPath ?? '/health/digital-health-test/subject-list',
      question: e.question,
      status: e.reply ? ('ANSWERED' as const) : ('WAITING' as const),
      statusName: e.reply ? '已解读' : '待医生解读',
      submitTime: e.submitTime,
      doctorName: doctor,
      reply: e.reply,
      replyTime: e.replyTime,
    }
  })
}

export const explanationHandlers = defineHandlers({
  'healthTest.explanations': listFor,
  'healthTest.explanation': (context) => {
    const code = text(context, 'code').trim()
    const list = listFor(context)
    const found = code ? list.find((e) => e.code === code) : list[0]
    if (!found) throw errors.notFound('解读记录')
    return found
  },
  'healthTest.addExplanation': (context) => {
    const self = caller(context)
    const subjectCode = text(context, 'subjectCode')
    if (!subjectOf(subjectCode)) throw errors.notFound('检测项目')
    let code = ''
    context.store.update((state) => {
      code = `RX${String(state.serial).padStart(8, '0')}`
      const entry: MockExplanation = {
        code,
        subjectCode,
        question: text(context, 'question').trim(),
        submitTime: formatDateTime(context.now),
        reply: null,
        replyTime: null,
      }
      state.healthTestExplanations = {
        ...state.healthTestExplanations,
        [self.accountCode]: [entry, ...(state.healthTestExplanations[self.accountCode] ?? [])],
      }
    })
    // Just kept, so always found; the check only tells the compiler.
    const made = listFor(context).find((e) => e.code === code)
    if (!made) throw errors.notFound('解读记录')
    return made
  },
})
