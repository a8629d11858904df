import type { RendererDefinition } from '../../src/engine'
import type { CountdownNode } from '../../src/generated/screen'
import { Countdown } from './Countdown'

// Drawn at once: its code is a few hundred bytes, less than a chunk of its own would cost.
export const definition: RendererDefinition<CountdownNode> = { type: 'countdown', component: Countdown }
