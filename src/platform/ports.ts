// What the platform needs from the outside, given by the shell (and by fakes in tests).

/** The API client's named calls (src/api createApiClient). A failure rejects with { message, code }. */
export interface CallPort {
  call(name: string, args?: unknown): Promise<unknown>
}

export interface Notice {
  text: string
  icon?: 'fail'
  /** Milliseconds; the shell's default when absent. */
  duration?: number
}

/** Show a toast. */
export type Notify = (notice: Notice) => void
