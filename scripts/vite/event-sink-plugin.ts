// Usage events are fire-and-forget. In mock mode the embedded backend answers them in the page's service worker,
// but an event sent while no worker controls the page (a page still starting, or one going away) reaches the
// dev or preview server itself, which would answer 404 and put an error in the console. This answers such
// events as the backend would, with an empty success envelope; a build with VITE_API_BASE never sends them here.
import type { Connect, Plugin } from 'vite'

const EVENT_PATHS = /^\/edu\/api\/eves\/event\/trace(\/all)?(\?|$)/

export function eventSinkMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'POST' || !EVENT_PATHS.test(req.url ?? '')) {
      next()
      return
    }
    req.resume()
    res.setHeader('Content-Type', 'application/json;charset=UTF-8')
    res.end(JSON.stringify({ code: '000000', msg: 'success', data: true }))
  }
}

export function eventSinkPlugin(): Plugin {
  return {
    name: 'edu-event-sink',
    configureServer: (server) => void server.middlewares.use(eventSinkMiddleware()),
    configurePreviewServer: (server) => void server.middlewares.use(eventSinkMiddleware()),
  }
}
