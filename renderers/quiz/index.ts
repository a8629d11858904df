import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { QuizNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen that shows a quiz (an exam, a self test).
const Quiz = lazyComponent<RendererProps<QuizNode>>(() => import('./Quiz').then((m) => m.Quiz))

export const definition: RendererDefinition<QuizNode> = { type: 'quiz', component: Quiz, preload: Quiz.preload }
