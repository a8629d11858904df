// A screen config that arrives at run time (from the backend, or pasted into the 调试 panel) is data from
// outside the build: before anything draws it, it goes through the one checker (src/engine/check) with the
// screen-language schemas precompiled (src/engine/remote/generated/, made by
// scripts/screens/precompile-remote-validator.ts; no Ajv compiler and no eval in the browser), the names this
// engine has registered (calls, expression functions, wording) and what such a screen may do (capabilities.ts).
// A config with any problem is never drawn (ScreenHost shows the failure page).
import { isCallName } from '../../api/call-names'
import { callWire } from '../../generated/call-wire'
import type { Screen } from '../../generated/screen'
import { checkScreenConfig, type ScreenLanguage } from '../check/check-screen'
import type { Finding } from '../check/finding'
import { say, type Lang } from '../check/words'
import type { Engine } from '../engine'
import type { LoadedScreen } from '../loaded-screen'
import type { Capabilities } from './capabilities'
import { runTimeCapabilities } from './run-time-capabilities'

type ShapeCheck = (config: unknown) => Finding[]

// Lazy: the validator (about 50 kB gzip) is fetched only where a config arrives at run time.
const validators = import.meta.glob<{ screenShapeProblems: ShapeCheck }>('./generated/screen-shape.js')

async function loadShapeCheck(): Promise<ShapeCheck> {
  const load = Object.values(validators)[0]
  if (!load) throw new Error('the screen validator was not precompiled (scripts/screens/precompile-remote-validator.ts)')
  return (await load()).screenShapeProblems
}

/** The screen language as this engine speaks it: the precompiled schemas and what it has registered. */
export async function runTimeLanguage(engine: Engine): Promise<ScreenLanguage> {
  const shape = await loadShapeCheck()
  const calls = Object.keys(callWire)
  return {
    shape,
    // t() (the shared wording) is the evaluator's own, not a registered function.
    functions: [...new Set([...engine.functions.names(), 't'])],
    wording: engine.textKeys(),
    calls: { isCall: (name) => isCallName(name) || engine.services.isCall(name) === true, names: calls },
  }
}

/**
 * Check a config from outside the build; `file` names where it came from (remote:<token>, 调试), `origin` is the
 * site's (`location.origin` in the browser; passed in so the check runs under Node too). Besides its shape
 * and names, it may use only the capabilities it is given (capabilities.ts): no `inspect` or `storage` source, no
 * writing call without a tap, pictures and links only on this site or configured hosts.
 */
export async function checkRemoteScreen(
  config: unknown,
  file: string,
  engine: Engine,
  origin: string,
  capabilities: Capabilities = runTimeCapabilities(origin),
  lang: Lang = 'zh',
): Promise<LoadedScreen> {
  const found = checkScreenConfig(config, await runTimeLanguage(engine), { capabilities })
  const problems = found.map(({ path, said, capability }) => ({
    file,
    path,
    message: say(lang, said),
    ...(capability ? { capability } : {}),
  }))
  return { file, config: problems.length ? null : (config as Screen), problems }
}
