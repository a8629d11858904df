// The whole shared wording, for what the build cannot see ahead: a screen from outside the build (remote, pasted)
// may name any key, and the playground offers every key. Imported only by those lazy parts, so the table stays
// out of the entry (which carries the words its own code names; screens' chunks bring theirs).
import wordingFile from '../../screens/wording.json'
import type { Engine } from '../engine'

export function addAllWords(engine: Pick<Engine, 'addWords'>): void {
  engine.addWords(wordingFile.messages)
}
