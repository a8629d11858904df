import { act } from '@testing-library/react'

/**
 * For tests: do something a user does (a click, a key) inside React's async act, so the state updates and the
 * promises it starts have settled before the test looks at the screen.
 */
export async function settle(gesture: () => unknown): Promise<void> {
  await act(async () => {
    // A gesture may answer a promise (running actions, say): it settles inside act too.
    await gesture()
  })
}
