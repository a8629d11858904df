// Screen tests: a screen config drawn by the app's own engine setup (every renderer and the app-wide action
// presets, as src/shell registers them), with fake services that record what the screen asked for.
import type { ScreenConfig } from '../../src/engine'
import type { FakeServiceOptions } from '../../src/engine/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import { renderScreenWith as renderWith } from '../../renderers/list/testing'

export { fakeIntersectionObserverPerTest } from '../../renderers/list/testing'

export function renderScreenWith(config: ScreenConfig, options: FakeServiceOptions = {}) {
  return renderWith(config, options, registerAppExtensions)
}
