import { lazyRenderer } from '../../src/engine'
import type { ChatNode } from '../../src/generated/screen'

// The chat view comes in its own chunk, fetched only by chat screens: the entry stays as it is.
export const definition = lazyRenderer<ChatNode>('chat', () => import('./Chat').then((m) => m.Chat))
