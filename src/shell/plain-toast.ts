// When the toast's code cannot arrive (the network lost before any toast was shown: the very moment a
// "网络连接异常" must be read), the message is still shown: a plain box where antd-mobile's toast would be, in its
// look, for the same time. No spinner: a loading toast shows its text only.

let shown: HTMLElement | undefined
let removal: ReturnType<typeof setTimeout> | undefined

/** Takes the plain toast down, if one is shown. */
export function clearPlainToast(): void {
  clearTimeout(removal)
  shown?.remove()
  shown = undefined
}

/** Shows `text` for `durationMs` (0: until cleared), in place of any plain toast shown before. */
export function showPlainToast(text: string, durationMs: number): void {
  clearPlainToast()
  const box = document.createElement('div')
  box.className = 'edu-plain-toast'
  box.setAttribute('role', 'alert')
  box.textContent = text
  document.body.append(box)
  shown = box
  if (durationMs > 0) removal = setTimeout(clearPlainToast, durationMs)
}
