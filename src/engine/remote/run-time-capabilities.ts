// The capabilities this app gives a screen from outside the build: the catalogue's own word on which calls
// write (src/api: `effect`, else the method), the configured image hosts (VITE_IMAGE_HOSTS, as the CSP's img-src)
// and the one link check (src/platform/followable.ts: this app under /edu/, or VITE_REDIRECT_HOSTS). The site's
// origin is passed in, never read from `location`, so the checker and its tests run under Node too.
import { callEffect, isCallName } from '../../api/call-names'
import { followableDestination } from '../../platform/followable'
import { isAllowedImage } from '../../platform/image-hosts'
import { RUN_TIME_SOURCES, type Capabilities } from './capabilities'

export function runTimeCapabilities(origin: string): Capabilities {
  return {
    sources: RUN_TIME_SOURCES,
    // A name the catalogue does not know is refused as such by the checker.
    effect: (call) => (isCallName(call) ? callEffect(call) : undefined),
    image: (address) => isAllowedImage(address, { origin }),
    link: (address) => !followableDestination(address, { origin }).refused,
  }
}
