// The embedded backend's service worker: msw's own (mockServiceWorker.js, which msw rewrites on upgrades) with one
// change. msw's worker unregisters itself when the last page it served closes, and a full navigation in a tab is
// that: the next page then could load without a worker, and msw's start reloads such a page (a second load, and a
// test's page gone under it). Kept registered instead; it still passes through every request of a page that has
// not started msw.
self.registration.unregister = () => Promise.resolve(false)
// A video or audio file of the build goes to the server itself, not through msw's passthrough: the player asks
// for byte ranges, and a response relayed by the worker leaves it unseekable (no seeking, no resuming where the
// viewer left off, in a 30-minute lesson). Media the embedded backend serves itself (uploads, under __media/) still
// goes to msw. Registered before msw's listener, so it runs first.
addEventListener('fetch', (event) => {
  const media = event.request.destination === 'video' || event.request.destination === 'audio'
  if (media && !new URL(event.request.url).pathname.includes('/__media/')) event.stopImmediatePropagation()
})
importScripts('./mockServiceWorker.js')
