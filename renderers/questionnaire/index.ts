import { lazyRenderer } from '../../src/engine'
import type { QuestionnaireNode } from '../../src/generated/screen'

type Raw = 'questionnaire' | 'after'

// Its own chunk: the entry stays small, and the screen fetches it (preload) while its data loads.
// The questionnaire is handed over as written: its rules read answers, which only the node knows. Its saved
// answers and page are not in a page's frame (startsFromKept).
export const definition = lazyRenderer<QuestionnaireNode, Raw>(
  'questionnaire',
  () => import('./Questionnaire').then((m) => m.Questionnaire),
  { raw: ['questionnaire', 'after'], startsFromKept: true },
)
