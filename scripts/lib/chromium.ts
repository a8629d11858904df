// Debian's Chromium, as the browser tests and the benchmark launch it (never a downloaded browser). Without the
// networking flags Chromium tries to reach outside hosts and stalls (STACK.md).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
