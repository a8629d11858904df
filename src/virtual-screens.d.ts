declare module 'virtual:edu-screens' {
  import type { ScreenEntry } from './engine/loaded-screen'
  /** Every screen under screens/ (and EDU_EXTRA_SCREENS), each loading its own chunk. */
  export const screens: ScreenEntry[]
}

declare module 'virtual:edu-entry-calls' {
  import type { CallWire } from './api/call-spec'
  /** The wire of the calls the app's own code names (scripts/vite/screen-calls.ts); screens' chunks bring the rest. */
  export const calls: Readonly<Record<string, CallWire>>
}

declare module 'virtual:edu-shell-wording' {
  /** The words of screens/wording.json the app's own code names (scripts/vite/screen-words.ts); screens' chunks bring the rest. */
  export const messages: Readonly<Record<string, string>>
}
