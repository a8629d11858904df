// antd-mobile's Checkbox (with its input and hooks, 7 chunks on a first visit), apart from the list: only lists
// that select fetch it, with the screen's code (the list's preloadFor).
export { Checkbox } from 'antd-mobile'
