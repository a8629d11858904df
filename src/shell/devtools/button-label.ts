// The 调试 button's label, on its own: the button is in the entry chunk, the rest of the panel's wording is not.
export const DEVTOOLS_BUTTON = '调试'
