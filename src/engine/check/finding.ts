// What each check of the screen language finds: where (a JSON Pointer into the config) and what, as a message of
// words.ts, said in the reader's language only when shown.
import type { Capability } from '../loaded-screen.ts'
import type { Said } from './words.ts'

export interface Finding {
  /** /body/0/type; empty for the whole file. */
  path: string
  said: Said
  /** For a screen from outside the build: the capability it asked for and was refused. */
  capability?: Capability
}
