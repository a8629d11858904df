// The frames step's waits have deadlines: a frame (or the app that draws them) waiting for something that never
// comes, such as a promise a still screen should not have started, fails the build, saying what did not finish,
// instead of hanging it.

/**
 * How long one route's frame may take to draw (its chunk, renderers and lazy parts loaded, then rendered): about
 * 17 ms of CPU each, under a second for the heaviest on a busy machine, a few seconds for the first.
 */
export const FRAME_DEADLINE_MS = 30_000

/** How long the runner's server may take to start and load the app that draws the frames (4 s of CPU; 45 s seen on a machine loaded tenfold). */
export const APP_DEADLINE_MS = 120_000

/** Work of the frames step that did not finish in time: the step fails (a skipped route would hide a hang). */
export class FrameTimeout extends Error {
  override name = 'FrameTimeout'
}

/** The work's result, or a FrameTimeout saying what did not finish once the deadline has passed (the work is aborted). */
export async function inTime<T>(what: string, work: (signal: AbortSignal) => Promise<T>, deadline: number): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new FrameTimeout(`${what} did not finish within ${deadline / 1000} s (something it waits for never settles)`)
      controller.abort(error)
      reject(error)
    }, deadline)
  })
  try {
    return await Promise.race([work(controller.signal), late])
  } finally {
    clearTimeout(timer)
  }
}

/** The route's frame drawn, or a FrameTimeout naming it once the deadline has passed. */
export const drawnInTime = <T>(path: string, draw: (signal: AbortSignal) => Promise<T>, deadline = FRAME_DEADLINE_MS): Promise<T> =>
  inTime(`the frame of ${path}`, draw, deadline)
