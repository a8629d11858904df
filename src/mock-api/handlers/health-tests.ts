import { errors } from '../errors'
import { HEALTH_TEST_SUBJECTS } from '../seed/health-tests'
import { text, defineHandlers } from './context'
import { explanationHandlers } from './health-test-explanations'
import { healthTestResultHandlers } from './health-test-results'

// The digital health tests one can take (their reports are report.execute, in home.ts); taking one and its
// results are in health-test-results.ts.
export const healthTestHandlers = defineHandlers({
  'healthTest.subjects': () => HEALTH_TEST_SUBJECTS,
  'healthTest.subject': (context) => {
    const found = HEALTH_TEST_SUBJECTS.find((s) => s.code === text(context, 'code'))
    if (!found) throw errors.notFound('检测项目')
    return found
  },
  ...explanationHandlers,
  ...healthTestResultHandlers,
})
