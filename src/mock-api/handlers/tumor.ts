import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import type { MockResident } from '../state'
import { residentListItem } from './residents'
import { me, paginate, text, whole, type CallContext, type CallHandler } from './context'

// The multi-cancer (tumour) programme: the doctor's managed residents, their risk results and reminders.
const riskNames: Record<number, string> = { 10: '低风险', 20: '中风险', 30: '高风险', 40: '未完成评估' }
const cancers = ['肺癌', '胃癌', '结直肠癌', '肝癌', '食管癌', '乳腺癌', '宫颈癌', '前列腺癌']

function managed(context: CallContext): MockResident[] {
  const doctor = me(context).accountCode
  return context.store.state.residents.filter((r) => r.tumorDoctor === doctor)
}

function findManaged(context: CallContext): MockResident {
  const code = text(context, 'residentAccountCode')
  const resident = managed(context).find((r) => r.residentAccountCode === code)
  if (!resident) throw errors.notFound('该多癌种管理居民')
  return resident
}

function list(context: CallContext) {
  const name = text(context, 'name').trim()
  const risk = Number(text(context, 'riskLevel')) || undefined
  const found = managed(context).filter((r) => (!name || r.residentName.includes(name)) && (!risk || r.riskLevel === risk))
  const records = found.map((r) => ({
    ...residentListItem(r),
    riskLevel: r.riskLevel ?? 40,
    riskLevelName: riskNames[r.riskLevel ?? 40],
    residentSource: r.tumorSource ?? 0,
  }))
  return paginate(records, whole(context, 'current', 1), whole(context, 'size', 15))
}

function count(context: CallContext) {
  const all = managed(context)
  const at = (level: number) => all.filter((r) => (r.riskLevel ?? 40) === level).length
  return { totalNum: all.length, lowRiskNum: at(10), midRiskNum: at(20), highRiskNum: at(30), unFinishNum: at(40) }
}

function result(context: CallContext) {
  const resident = findManaged(context)
  const level = resident.riskLevel ?? 40
  const seed = resident.residentAccountCode.charCodeAt(0)
  return {
    residentAccountCode: resident.residentAccountCode,
    residentName: resident.residentName,
    riskLevel: level,
    riskLevelName: riskNames[level],
    evaluateTime: level === 40 ? null : resident.createTime,
    cancerRiskList:
      level === 40 ? [] : cancers.slice(seed % 4, (seed % 4) + 3).map((name, i) => ({ cancerName: name, riskLevel: i === 0 ? level : 10, riskLevelName: riskNames[i === 0 ? level : 10] })),
    suggestion: level >= 30 ? '建议尽快到上级医院进行专科筛查，并保持随访。' : '保持健康生活方式，每年进行一次常规体检。',
  }
}

function questionnaire(context: CallContext) {
  const resident = findManaged(context)
  return {
    quesInstanceCode: `QI${resident.residentAccountCode.slice(0, 12).toUpperCase()}`,
    questionnaireName: '多癌种风险评估问卷',
    status: resident.riskLevel === 40 ? 'UNFINISHED' : 'FINISHED',
    questionList: [
      { questionCode: 'Q1', title: '您是否有吸烟史？', answer: resident.residentGender === '1' ? '是' : '否' },
      { questionCode: 'Q2', title: '直系亲属中是否有癌症病史？', answer: '否' },
      { questionCode: 'Q3', title: '近半年是否有不明原因的体重下降？', answer: '否' },
    ],
  }
}

function addOrEdit(context: CallContext) {
  const doctor = me(context).accountCode
  const code = text(context, 'residentAccountCode')
  return context.store.update((state) => {
    const resident = state.residents.find((r) => r.residentAccountCode === code)
    if (!resident) throw errors.notFound('居民')
    if (resident.tumorDoctor && resident.tumorDoctor !== doctor) throw errors.forbidden('该居民已被其他医生管理')
    resident.tumorDoctor = doctor
    resident.tumorSource ??= 0
    resident.riskLevel ??= 40
    const name = text(context, 'userName') || text(context, 'residentName')
    if (name) resident.residentName = name
    return true
  })
}

function remind(context: CallContext) {
  const all = managed(context)
  return { remindNum: all.filter((r) => r.riskLevel === 40).length, remindTime: formatDateTime(context.now) }
}

export const tumorHandlers: Record<string, CallHandler> = {
  'tumor.list': list,
  'tumor.count': count,
  'tumor.result': result,
  'tumor.questionnaireInstance': questionnaire,
  'tumor.addResident': addOrEdit,
  'tumor.remind': remind,
  'doctor.specList': () => [
    { specCode: 'SP0101', specName: '全科医学科' },
    { specCode: 'SP0203', specName: '心血管内科' },
    { specCode: 'SP0512', specName: '肿瘤内科' },
  ],
}
