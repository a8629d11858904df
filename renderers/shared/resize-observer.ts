// Stand-in for resize-observer-polyfill, which ahooks (useSize, useInfiniteScroll, used by antd-mobile) imports:
// every browser the build targets (es2020) has ResizeObserver, so the app's Vite config aliases the polyfill
// here in builds (not in unit tests: jsdom has none) and forms and lists carry 2.7 kB gzip less.
export default globalThis.ResizeObserver
