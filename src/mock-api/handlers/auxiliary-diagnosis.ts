// Auxiliary diagnosis for re-education: the symptoms and findings a doctor enters, scored against the knowledge
// table (seed/diagnosis-knowledge.ts). Each matched word counts once and the score is the share of the entry's
// words matched, so an entry is not favoured for merely having many words; ties go to the one with more matches.
import { DIAGNOSIS_KNOWLEDGE } from '../seed/diagnosis-knowledge'
import { text, type CallHandler } from './context'

const NOTICE = '以上建议由知识库根据输入的症状和检查所见匹配生成，仅供学习参考，不能替代临床诊断，请结合病史、查体及检查结果综合判断。'

export const auxiliaryDiagnosis: CallHandler<'reeducation.auxiliaryDiagnosis'> = (context) => {
  const entered = `${text(context, 'symptoms')} ${text(context, 'findings')}`
  const scored = DIAGNOSIS_KNOWLEDGE.map((entry) => {
    const words = [...entry.symptoms, ...entry.findings]
    const matched = words.filter((word) => entered.includes(word))
    return { entry, matched, match: Math.round((matched.length / words.length) * 100) }
  })
    .filter((s) => s.matched.length > 0)
    .sort((a, b) => b.match - a.match || b.matched.length - a.matched.length)
    .slice(0, 5)
  return {
    suggestions: scored.map(({ entry, matched, match }) => ({
      disease: entry.disease,
      department: entry.department,
      match: Math.max(1, match),
      basis: matched.join('、'),
      examinations: entry.examinations.join('、'),
      advice: entry.advice,
      ...(entry.redFlags ? { redFlags: entry.redFlags } : {}),
    })),
    notice: NOTICE,
  }
}
