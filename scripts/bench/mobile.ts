// The mobile profile of time to content (`--mobile`, and every load of a sweep): a phone four times slower than
// this machine on Lighthouse's slow 4G, applied to the page itself over the DevTools protocol (CPU throttling and
// network emulation), unlike Lighthouse's default, which loads unthrottled and simulates the phone afterwards.
// The network is Lighthouse's nominal slow 4G: 150 ms added to every request, 1.6 Mbps down, 750 kbps up. (Its
// own "devtools" throttling adds 562.5 ms per request instead, standing in for the TCP and TLS set-up of each
// connection; the bench's connections to 127.0.0.1 have none, and HTTP/1.1 keeps six open.)
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

const slow4G = throttling.mobileSlow4G

export const MOBILE = {
  cpuSlowdown: slow4G.cpuSlowdownMultiplier,
  latencyMs: slow4G.rttMs,
  downloadKbps: slow4G.throughputKbps,
  uploadKbps: 750,
} as const

/** A 375 px phone with touch, as the app is laid out for (Lighthouse's mobile user agent). */
export const MOBILE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'zh-CN',
}

/** kbit/s (1024 bits, as Lighthouse counts) to the bytes per second the DevTools protocol takes. */
export const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8)

/** Slows the page's CPU and network before it navigates; the context is fresh, so its HTTP cache is empty. */
export async function applyMobileProfile(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: bytesPerSecond(MOBILE.downloadKbps),
    uploadThroughput: bytesPerSecond(MOBILE.uploadKbps),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown })
}

export const describeMobile = () =>
  `${MOBILE.cpuSlowdown}x CPU, ${MOBILE.latencyMs} ms per request, ${(MOBILE.downloadKbps / 1024).toFixed(1)} Mbps down, ${MOBILE.uploadKbps} kbps up, 375 px with touch`
