import type { WordingKey } from '../messages'

/**
 * The shared wording the status pages show (screens/wording.json): the engine's `text` where there is an engine,
 * the wording file read directly where start-up failed before there was one.
 */
export type PageText = (key: WordingKey) => string
