// A frame is drawn within a deadline: one whose drawing waits for something that never comes (a promise the still
// screen should not have started) fails the frames step, naming its route, instead of hanging the build.

/**
 * How long one route's frame may take to draw (its chunk, renderers and lazy parts loaded, then rendered): about
 * 50 ms of CPU each, under a second for the heaviest on a busy machine, a few seconds for the first.
 */
export const FRAME_DEADLINE_MS = 30_000

/** A frame that did not finish drawing in time: the frames step fails (a skipped route would hide a hang). */
export class FrameTimeout extends Error {
  override name = 'FrameTimeout'
}

/** The route's frame drawn, or a FrameTimeout naming it once the deadline has passed (the drawing is aborted). */
export async function drawnInTime<T>(path: string, draw: (signal: AbortSignal) => Promise<T>, deadline = FRAME_DEADLINE_MS): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new FrameTimeout(
        `the frame of ${path} was not drawn within ${deadline / 1000} s (something it waits for never settles)`,
      )
      controller.abort(error)
      reject(error)
    }, deadline)
  })
  try {
    return await Promise.race([draw(controller.signal), late])
  } finally {
    clearTimeout(timer)
  }
}
