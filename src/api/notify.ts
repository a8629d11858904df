// How the API layer (and the session above it) shows a failure: a toast the shell draws.

export interface Notice {
  text: string
  icon?: 'fail'
  /** Milliseconds; the shell's default when absent. */
  duration?: number
}

/** Show a toast. */
export type Notify = (notice: Notice) => void
