// Debian's Chromium, as the browser tests and the benchmark launch it (never a downloaded browser). Without the
// networking flags Chromium tries to reach outside hosts and stalls.
import type { LaunchOptions } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Chromium 156 gives every new window a renderer for the omnibox's WebUI popup, whose scripts it parses and
 * compiles while the page under test loads: on two cores that took 130 ms from each of our first visits and 230
 * from AMIS's (`npm run bench`, same run). A phone's browser does no such thing, and Puppeteer turns them off by
 * default since its PR #15278.
 */
export const browserUiFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * playwright-core 1.65's own `--disable-features`. Chromium reads only the last `--disable-features` it is given,
 * so ours must carry these too and replace Playwright's (`ignoreDefaultArgs` matches the whole argument exactly;
 * `tests/e2e/chromium-flags.test.ts` fails if an upgrade changes it).
 */
const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const featuresOff = (names: readonly string[]) => `--disable-features=${names.join(',')}`

/** How Playwright launches Chromium for the browser tests, the benchmark and the profiling tools. */
export const chromiumLaunch: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumFlags, featuresOff([...playwrightFeaturesOff, ...browserUiFeaturesOff])],
  ignoreDefaultArgs: [featuresOff(playwrightFeaturesOff)],
}

/** Flags for a Chromium started without Playwright (Lighthouse's). */
export const plainChromiumFlags = [...chromiumFlags, featuresOff(browserUiFeaturesOff)]
