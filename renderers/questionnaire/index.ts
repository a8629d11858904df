import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { QuestionnaireNode } from '../../src/generated/screen'

type Raw = 'questionnaire' | 'after'

// Its own chunk: the entry stays small, and the screen fetches it (preload) while its data loads.
const Questionnaire = lazyComponent<RendererProps<QuestionnaireNode, Raw>>(() => import('./Questionnaire').then((m) => m.Questionnaire))

// The questionnaire is handed over as written: its rules read answers, which only the node knows.
export const definition: RendererDefinition<QuestionnaireNode, Raw> = {
  type: 'questionnaire',
  component: Questionnaire,
  preload: Questionnaire.preload,
  raw: ['questionnaire', 'after'],
}
