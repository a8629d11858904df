import { act, fireEvent, screen } from '@testing-library/react'

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

/**
 * For tests: tap the nth checkbox on the screen, found just before the tap, as a finger would: a list moves its
 * rows into its pull-to-refresh once that code is here, so a box found earlier may be a detached copy.
 */
export async function tapCheckbox(n: number): Promise<void> {
  await screen.findAllByRole('checkbox')
  // antd-mobile's checkbox takes clicks through a listener its effect adds: the render that drew the box finishes
  // first, as it has by the time a finger reaches it (a click before that was lost: 完成(1) for two taps).
  await act(() => Promise.resolve())
  const box = screen.getAllByRole('checkbox')[n]
  await settle(() => fireEvent.click(box))
}
