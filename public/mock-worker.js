// The embedded backend's service worker: msw's own (mockServiceWorker.js, which msw rewrites on upgrades) with one
// change. msw's worker unregisters itself when the last page it served closes, and a full navigation in a tab is
// that: the next page then could load without a worker, and msw's start reloads such a page (a second load, and a
// test's page gone under it). Kept registered instead; it still passes through every request of a page that has
// not started msw.
self.registration.unregister = () => Promise.resolve(false)
importScripts('./mockServiceWorker.js')
