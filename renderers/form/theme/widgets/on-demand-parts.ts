// antd-mobile's pickers, popup and picture viewer, on their own: they bring the wheel, react-spring and
// @use-gesture (about 25 kB gzip), which a form needs only once someone opens a field's picker or taps a picture,
// so the fields load this module lazily (useOnDemand).
export { CascadePicker, DatePicker, ImageViewer, Picker, Popup } from 'antd-mobile'
