import type { ManagedDisease } from '../../generated/api'
import { DEMO_RESIDENT } from '../seed/accounts'
import { iconArt } from '../seed/art'
import { formatDate } from '../seed/codes'
import { EXAM_COUNT, MEDICAL_INDICATORS } from '../seed/medical-reports'
import { healthPortrait } from '../seed/portrait'
import { text, type CallHandler, defineHandlers } from './context'
import { portraitPerson } from './portrait'
import { nrsScore } from './nutrition-score'
import { specialServices } from './special-world'

// Disease management: the diseases a resident is managed for, read from what the world already says of him:
// the hypertension programme's tag, his portrait's readings (the last indicator shown is the portrait's, so the
// two pages agree), 林晓燕's examinations (seed/medical-reports.ts: blood pressure at the normal-high end, fasting
// glucose near its limit, lipids above it) and the malnutrition programme.

type Level = ManagedDisease['level']

const RANK: Record<Level, number> = { danger: 0, warning: 1, success: 2 }
const latest = (code: string) => MEDICAL_INDICATORS.find((i) => i.recordCode === code)?.values[EXAM_COUNT - 1]

const list: CallHandler<'diseaseManagement.list'> = (context) => {
  const person = portraitPerson(context, text(context, 'userId').trim())
  const { state } = context.store
  const portrait = healthPortrait(person, context.now)
  const bp = portrait.indicators.find((i) => i.code === 'BLOOD_PRESSURE')
  const glucose = portrait.indicators.find((i) => i.code === 'BLOOD_GLUCOSE')
  const own = person.residentAccountCode === DEMO_RESIDENT.accountCode
  const query = own ? '' : `?healthPortraitUserId=${person.residentAccountCode}`
  const portraitLink = `/health/portrait${query}`
  const examTime = formatDate(new Date(context.now.getTime() - 121 * 86_400_000))
  const diseases: ManagedDisease[] = []

  const sbp = own ? (latest('SBP') ?? 0) : 0
  if (bp && (person.hypertensionTag || sbp >= 130)) {
    const patient = person.hypertensionTag === '20'
    diseases.push({
      code: 'HYPERTENSION',
      name: '高血压',
      icon: iconArt('压', 5),
      stage: patient
        ? '确诊 · 规范管理中'
        : person.hypertensionTag === '10'
          ? '高危人群 · 生活方式干预'
          : `正常高值（体检 ${sbp}/${latest('DBP') ?? ''} mmHg）· 风险监测`,
      level: patient && bp.status === 'HIGH' ? 'danger' : 'warning',
      indicatorName: '血压',
      indicatorValue: bp.value,
      indicatorUnit: bp.unit,
      indicatorStatus: bp.statusName,
      measureTime: bp.measureTime,
      plan: patient
        ? '遵医嘱每日服用降压药，低盐饮食（每日食盐少于 5 克），每天早晚各测一次血压并记录'
        : '每周家庭自测血压至少 2 次，低盐饮食，每周中等强度运动 150 分钟以上，控制体重',
      followUp: patient ? '每月随访 1 次' : '每季度随访 1 次',
      recordsLink: own ? '/health/medical-report/indicator-record/SBP' : portraitLink,
      recordsText: own ? '血压记录' : '健康画像',
    })
  }

  const fpg = own ? (latest('FPG') ?? 0) : 0
  if (glucose && (Number(glucose.value) >= 5.6 || fpg >= 5.6)) {
    const diabetic = Number(glucose.value) >= 7
    diseases.push({
      code: 'DIABETES',
      name: '糖尿病',
      icon: iconArt('糖', 2),
      stage: diabetic ? '血糖控制中' : own ? `糖尿病高危（体检空腹血糖 ${fpg.toFixed(1)} mmol/L）` : '糖尿病高危 · 血糖监测',
      level: diabetic ? 'danger' : 'warning',
      indicatorName: '空腹血糖',
      indicatorValue: glucose.value,
      indicatorUnit: glucose.unit,
      indicatorStatus: glucose.statusName,
      measureTime: glucose.measureTime,
      plan: '控制饮食总热量，减少精制糖和含糖饮料，主食粗细搭配；每月测一次空腹血糖，3 个月后复查糖化血红蛋白',
      followUp: '每季度随访 1 次',
      recordsLink: own ? '/health/medical-report/indicator-record/FPG' : portraitLink,
      recordsText: own ? '血糖记录' : '健康画像',
    })
  }

  const tg = own ? latest('TG') : undefined
  if (tg !== undefined && tg > 1.7) {
    diseases.push({
      code: 'DYSLIPIDEMIA',
      name: '血脂异常',
      icon: iconArt('脂', 3),
      stage: '饮食运动干预中',
      level: 'warning',
      indicatorName: '甘油三酯',
      indicatorValue: tg.toFixed(2),
      indicatorUnit: 'mmol/L',
      indicatorStatus: '偏高',
      measureTime: examTime,
      plan: '减少油脂和精制糖摄入，每周中等强度运动 150 分钟以上；3 个月后复查血脂（甘油三酯、总胆固醇、低密度脂蛋白胆固醇）',
      followUp: '3 个月后复查',
      recordsLink: '/health/medical-report/indicator-record/TG',
      recordsText: '血脂记录',
    })
  }

  const nutrition = specialServices(state, context.now).nutritionResidents.find((r) => r.residentAccountCode === person.residentAccountCode)
  if (nutrition) {
    const { score, bmi, atRisk } = nrsScore(nutrition.screening, person.ageUnit === '岁' ? person.residentAge : 0)
    diseases.push({
      code: 'MALNUTRITION',
      name: '营养不良',
      icon: iconArt('营', 1),
      stage: atRisk ? '存在营养风险 · 营养干预中' : '暂无营养风险 · 定期复查',
      level: atRisk ? 'danger' : 'success',
      indicatorName: 'NRS-2002 评分',
      indicatorValue: String(score),
      indicatorUnit: '分',
      indicatorStatus: `BMI ${bmi.toFixed(1)}`,
      measureTime: nutrition.screenTime,
      plan: atRisk
        ? '营养科专家制定膳食方案，每日口服营养补充 1 至 2 次，每周称体重并记录'
        : '保持均衡饮食，每周称一次体重，如体重下降请重新筛查',
      followUp: atRisk ? '每 2 周随访 1 次' : '每月随访 1 次',
      recordsLink: '/health/special-service/malnutrition-service-process',
      recordsText: '服务流程',
    })
  }

  const doctor = state.accounts.find(
    (a) => a.accountCode === state.residents.find((r) => r.residentAccountCode === person.residentAccountCode)?.familyDoctor,
  )
  return {
    userId: person.residentAccountCode,
    name: person.residentName,
    familyDoctorName: doctor?.name ?? null,
    updateTime: portrait.updateTime,
    records: diseases.sort((a, b) => RANK[a.level] - RANK[b.level]),
  }
}

export const diseaseManagementHandlers = defineHandlers({
  'diseaseManagement.list': list,
})
