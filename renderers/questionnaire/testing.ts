// Rules evaluated as the node does (the engine's interpreter, answers in scope), for tests without a screen.
import { renderTemplate } from '../../src/engine'
import type { Answers } from '../../src/shared-logic/questionnaire'

const env = { functions: { get: () => undefined }, warn: () => undefined }

export const fixtureRules = (rule: string, answers: Answers): boolean => !!renderTemplate(rule, { answers }, env)
