import type { TumorQuestionnaireInstances } from '../../generated/api'
import { genderCode } from '../gender'
import { errors } from '../errors'
import { formatDateTime } from '../seed/codes'
import type { MockResident } from '../state'
import { ageOf, newResident, residentListItem } from './residents'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'
import { departmentOf } from '../seed/people'

const SPEC_CODES: Record<string, string> = {
  全科医学科: 'SP0101',
  心血管内科: 'SP0203',
  呼吸内科: 'SP0204',
  消化内科: 'SP0205',
  肿瘤预防科: 'SP0513',
}

/** A doctor's specialities (one: his department); nobody else has any. */
function specList(context: CallContext) {
  const account = me(context)
  const department = account.role === 'doctor' ? departmentOf(account.accountCode) : ''
  return department ? [{ specCode: SPEC_CODES[department] ?? 'SP0000', specName: department }] : []
}

// The multi-cancer (tumour) programme: the doctor's managed residents, their risk results and reminders; and the
// caller's specialities (his department in seed/people.ts, so 陈立新 is 全科医学科 here as everywhere).
type Level = 10 | 20 | 30 | 40
const riskNames: Record<Level, string> = { 10: '低风险', 20: '中风险', 30: '高风险', 40: '未完成评估' }
const sourceNames: Record<0 | 1 | 2, string> = { 0: '手动添加', 1: '家医居民', 2: '高血压项目' }
const cancersFor = {
  '1': ['肺癌', '胃癌', '结直肠癌', '肝癌', '食管癌', '前列腺癌'],
  '2': ['肺癌', '乳腺癌', '宫颈癌', '结直肠癌', '胃癌', '肝癌'],
}

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

/** A number from the resident's code, so each resident's scores stay the same from one visit to the next. */
function hashOf(code: string): number {
  let h = 7
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 100_003
  return h
}

function list(context: CallContext) {
  const name = text(context, 'name').trim()
  const risk = Number(text(context, 'riskLevel')) || undefined
  const source = text(context, 'residentSource')
  const found = managed(context).filter(
    (r) =>
      (!name || r.residentName.includes(name)) &&
      (!risk || (r.riskLevel ?? 40) === risk) &&
      (source === '' || (r.tumorSource ?? 0) === Number(source)),
  )
  // Highest risk first (unfinished last), then the newest.
  const order = (r: MockResident) => ({ 30: 0, 20: 1, 10: 2, 40: 3 })[r.riskLevel ?? 40]
  found.sort((a, b) => order(a) - order(b) || (a.createTime < b.createTime ? 1 : -1))
  const records = found.map((r) => {
    const { residentAccountCode, residentName, residentGender, residentAge, ageUnit, cellphone } = residentListItem(r)
    const level = r.riskLevel ?? 40
    const source = r.tumorSource ?? 0
    return {
      residentAccountCode,
      residentName,
      residentGender,
      residentAge,
      ageUnit,
      cellphone,
      profilePhoto: r.profilePhoto ?? null,
      riskLevel: level,
      riskLevelName: riskNames[level],
      residentSource: source,
      residentSourceName: sourceNames[source],
      joinTime: r.createTime,
    }
  })
  return paginate(records, whole(context, 'current', 1), whole(context, 'size', 15))
}

function count(context: CallContext) {
  const all = managed(context)
  const at = (level: number) => all.filter((r) => (r.riskLevel ?? 40) === level).length
  return { totalNum: all.length, lowRiskNum: at(10), midRiskNum: at(20), highRiskNum: at(30), unFinishNum: at(40) }
}

/** Scores by cancer: the first carries the resident's level, the others score low. */
function cancerRisks(resident: MockResident) {
  const level = resident.riskLevel ?? 40
  if (level === 40) return []
  const h = hashOf(resident.residentAccountCode)
  const names = cancersFor[resident.residentGender]
  const top = { 30: 14 + (h % 7), 20: 8 + (h % 6), 10: 2 + (h % 5) }[level]
  return [0, 1, 2].map((i) => {
    const cancerLevel = i === 0 ? level : 10
    return {
      cancerName: names[(h + i) % names.length],
      riskLevel: cancerLevel,
      riskLevelName: riskNames[cancerLevel],
      score: i === 0 ? top : (h >> (i + 1)) % 6,
    }
  })
}

const advice: Record<Level, string> = {
  30: '评估为高风险，建议一个月内到上级医院肿瘤专科进行针对性筛查（如低剂量螺旋 CT、胃肠镜），家庭医生每月随访一次。',
  20: '评估为中风险，建议半年内完成相应的筛查项目，戒烟限酒、均衡饮食，家庭医生每季度随访一次。',
  10: '评估为低风险，保持健康生活方式，每年进行一次常规体检和风险复评。',
  40: '居民尚未完成多癌种风险评估问卷，请提醒居民尽快完成。',
}

function lastReminder(context: CallContext, code: string): string | null {
  const doctor = me(context).accountCode
  const found = context.store.state.programmeRecords.find(
    (r) => r.doctorAccountCode === doctor && r.kind === 'remind' && r.residentAccountCodes.includes(code),
  )
  return found?.createTime ?? null
}

function evaluatedAt(resident: MockResident): string {
  const joined = new Date(resident.createTime.replace(' ', 'T')).getTime()
  return formatDateTime(new Date(joined + (3 + (hashOf(resident.residentAccountCode) % 20)) * 86_400_000))
}

function result(context: CallContext) {
  const resident = findManaged(context)
  const level = resident.riskLevel ?? 40
  const cancers = cancerRisks(resident)
  return {
    residentAccountCode: resident.residentAccountCode,
    residentName: resident.residentName,
    residentGender: genderCode(resident.residentGender),
    residentAge: resident.residentAge,
    ageUnit: resident.ageUnit,
    riskLevel: level,
    riskLevelName: riskNames[level],
    evaluateTime: level === 40 ? null : evaluatedAt(resident),
    totalScore: level === 40 ? null : cancers.reduce((sum, c) => sum + c.score, 0),
    cancerRiskList: cancers,
    suggestion: advice[level],
    lastRemindTime: lastReminder(context, resident.residentAccountCode),
  }
}

function answersOf(resident: MockResident) {
  const h = hashOf(resident.residentAccountCode)
  const high = (resident.riskLevel ?? 40) >= 20
  const yes = (bit: number) => high && ((h >> bit) & 1) === 1
  return [
    { questionCode: 'Q1', title: '您是否吸烟？', answer: yes(1) ? `吸烟，${10 + (h % 25)} 年，每天约 ${10 + (h % 3) * 5} 支` : '从不吸烟' },
    { questionCode: 'Q2', title: '您是否经常饮酒？', answer: yes(2) ? '每周 3 次以上' : '偶尔或不饮酒' },
    { questionCode: 'Q3', title: '父母、兄弟姐妹或子女中是否有人患过癌症？', answer: yes(3) ? '有（父亲，胃癌）' : '没有' },
    { questionCode: 'Q4', title: '您是否患有以下疾病？', answer: yes(4) ? '慢性萎缩性胃炎、肠息肉' : '以上都没有' },
    { questionCode: 'Q5', title: '近半年是否有不明原因的体重下降？', answer: yes(5) ? '是，下降约 4 公斤' : '否' },
    { questionCode: 'Q6', title: '近一个月是否有便血或排便习惯改变？', answer: yes(6) ? '偶有大便带血' : '否' },
    { questionCode: 'Q7', title: '是否有持续两周以上的咳嗽或痰中带血？', answer: '否' },
    { questionCode: 'Q8', title: '近三年是否做过胃肠镜或低剂量 CT 检查？', answer: h % 3 === 0 ? '做过低剂量 CT' : '没有' },
  ]
}

function questionnaires(context: CallContext): TumorQuestionnaireInstances {
  const resident = findManaged(context)
  const level = resident.riskLevel ?? 40
  const code = `QI${resident.residentAccountCode.slice(0, 10).toUpperCase()}`
  if (level === 40) {
    return [
      {
        quesInstanceCode: `${code}1`,
        questionnaireName: '多癌种风险评估问卷',
        status: 'UNFINISHED',
        statusName: '待填写',
        submitTime: null,
        score: null,
        answers: [],
      },
    ]
  }
  const total = cancerRisks(resident).reduce((sum, c) => sum + c.score, 0)
  return [
    {
      quesInstanceCode: `${code}1`,
      questionnaireName: '多癌种风险评估问卷',
      status: 'FINISHED',
      statusName: '已完成',
      submitTime: evaluatedAt(resident),
      score: total,
      answers: answersOf(resident),
    },
  ]
}

function patient(context: CallContext) {
  const resident = findManaged(context)
  return {
    residentAccountCode: resident.residentAccountCode,
    userName: resident.residentName,
    gender: resident.residentGender,
    birthday: resident.birthday,
    phoneNumber: resident.cellphone,
  }
}

/** Edit a managed patient, or add one: a resident found by phone joins (unless a colleague manages them), else a new one. */
function addOrEdit(context: CallContext) {
  const doctor = me(context).accountCode
  const code = text(context, 'residentAccountCode')
  const phone = text(context, 'phoneNumber')
  const fields = {
    residentName: text(context, 'userName').trim(),
    residentGender: text(context, 'gender') === '2' ? ('2' as const) : ('1' as const),
    birthday: text(context, 'birthday'),
    cellphone: phone,
    ...ageOf(text(context, 'birthday'), context.now),
  }
  return context.store.update((state) => {
    const samePhone = state.residents.find((r) => r.cellphone === phone && r.residentAccountCode !== code)
    if (code) {
      const resident = state.residents.find((r) => r.residentAccountCode === code && r.tumorDoctor === doctor)
      if (!resident) throw errors.notFound('该多癌种管理居民')
      if (samePhone) throw errors.forbidden('该手机号已被其他居民使用')
      Object.assign(resident, fields)
      return { residentAccountCode: code, created: false }
    }
    if (samePhone) {
      if (samePhone.tumorDoctor && samePhone.tumorDoctor !== doctor) throw errors.forbidden('该居民已被其他医生管理')
      if (samePhone.tumorDoctor === doctor) throw errors.forbidden('该居民已在多癌种管理中')
      Object.assign(samePhone, { tumorDoctor: doctor, tumorSource: 0, riskLevel: 40 })
      return { residentAccountCode: samePhone.residentAccountCode, created: true }
    }
    const resident: MockResident = { ...newResident(context, state.serial), tumorDoctor: doctor, tumorSource: 0, riskLevel: 40 }
    state.residents.push(resident)
    return { residentAccountCode: resident.residentAccountCode, created: true }
  })
}

function remind(context: CallContext) {
  const resident = findManaged(context)
  const doctor = me(context).accountCode
  return context.store.update((state) => {
    const list = state.programmeRecords
    const recordCode = `PR${String(900_000 + state.serial).padStart(6, '0')}`
    const remindTime = formatDateTime(context.now)
    list.unshift({
      recordCode,
      doctorAccountCode: doctor,
      kind: 'remind',
      contentId: null,
      title: '随访提醒',
      residentAccountCodes: [resident.residentAccountCode],
      createTime: remindTime,
    })
    return { recordCode, residentName: resident.residentName, remindTime }
  })
}

export const tumorHandlers = defineHandlers({
  'tumor.list': list,
  'tumor.count': count,
  'tumor.result': result,
  'tumor.questionnaireInstance': questionnaires,
  'tumor.patient': patient,
  'tumor.addResident': addOrEdit,
  'tumor.remind': remind,
  'doctor.specList': specList,
})
