// What the app registers on an engine besides the engine's own built-ins: the app-wide action presets
// (screens/presets/actions.json) and node presets (screens/presets/nodes.json), each read first from what the
// screens' chunks brought; the app's data-source kinds, its link table and app events, and every renderer. The app,
// Storybook and screen tests all call this.
import { registerRenderers } from '../../renderers'
import type { Engine } from '../engine'
import { createPresetAction } from '../engine/actions/preset'
import { regionSource } from './data-sources/region'
import { isIdCardNumber } from '../platform/id-card'
import { registerAppEvents } from './app-events'
import { contentLinks } from './content-links'
import { broughtActionPreset, broughtNodePreset } from './brought-presets'

export function registerAppExtensions(engine: Engine): void {
  // A screen's chunk brings the action presets it names (brought-presets.ts); the whole file is fetched only for a
  // name none brought (a screen from outside the build, a story, a test drawing a config), never with the entry.
  engine.registerAction(
    'preset',
    createPresetAction(engine, async () => (await import('../../screens/presets/actions.json')).default.presets, broughtActionPreset),
  )
  // Loaded when something is shared or paid, not with the entry chunk (a first visit needs neither).
  engine.registerAction('share', async (action, context) => (await import('./wechat/share')).createShareAction()(action, context))
  engine.registerAction('pay', async (action, context) => (await import('./actions/pay-action')).createPayAction()(action, context))
  // The mainland ID number with its GB 11643 check character (ui:options.validator: 'id-card').
  engine.registerValidator('id-card', isIdCardNumber)
  // navigate's `content: { type, id }` by the content link patterns; the events a source's refreshOn may follow.
  engine.registerLinks(contentLinks)
  registerAppEvents(engine)
  registerAppDataSources(engine)
  // A screen's chunk brings the node presets it draws (node-presets.ts); the whole file is fetched only for a name
  // none brought (a screen from outside the build, a story), never with the entry.
  registerRenderers(engine, {
    nodePresets: async () => (await import('../../screens/presets/nodes.json')).default.presets,
    broughtNodePreset,
  })
}

/** The data-source kinds the app adds to the engine's own (call, static, storage). */
export function registerAppDataSources(engine: Engine): void {
  engine.registerDataSource('region', regionSource)
}
