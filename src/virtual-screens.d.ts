declare module 'virtual:edu-screens' {
  import type { ScreenEntry } from './engine/loaded-screen'
  /** Every screen under screens/ (and EDU_EXTRA_SCREENS), each loading its own chunk. */
  export const screens: ScreenEntry[]
}
