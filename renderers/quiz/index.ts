import { lazyRenderer } from '../../src/engine'
import type { QuizNode } from '../../src/generated/screen'

// Its own chunk, fetched with the screen that shows a quiz (an exam, a self test). Its kept answers are not in a
// page's frame (startsFromKept).
export const definition = lazyRenderer<QuizNode>('quiz', () => import('./Quiz').then((m) => m.Quiz), { startsFromKept: true })
