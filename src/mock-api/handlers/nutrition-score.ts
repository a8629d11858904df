import type { NutritionScreening } from '../seed/special-services'

// The malnutrition programme's screening score, shared by the programme's list and disease management.
const LOSS_SCORE = { none: 0, '3m': 1, '2m': 2, '1m': 3 } as const
const INTAKE_SCORE = { normal: 0, mild: 1, moderate: 2, severe: 3 } as const
const DISEASE_SCORE = { none: 0, mild: 1, moderate: 2, severe: 3 } as const

/** NRS-2002: the worse of weight loss, intake and BMI, plus disease severity, plus one from 70 years. */
export function nrsScore(s: NutritionScreening, age: number): { score: number; bmi: number; atRisk: boolean } {
  const bmi = Math.round((s.weight / (s.height / 100) ** 2) * 10) / 10
  const bmiScore = bmi < 18.5 ? 3 : bmi < 20.5 ? 2 : 0
  const score = Math.max(LOSS_SCORE[s.weightLoss], INTAKE_SCORE[s.intake], bmiScore) + DISEASE_SCORE[s.disease] + (age >= 70 ? 1 : 0)
  return { score, bmi, atRisk: score >= 3 }
}
