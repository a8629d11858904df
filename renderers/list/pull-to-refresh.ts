// antd-mobile's PullToRefresh, on its own: it brings react-spring and @use-gesture (25 kB gzip), which a list
// needs only once someone pulls, so List loads this module lazily (and only for lists that allow pulling).
export { PullToRefresh } from 'antd-mobile'
