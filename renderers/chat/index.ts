import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { ChatNode } from '../../src/generated/screen'

// The chat view comes in its own chunk, fetched only by chat screens: the entry stays as it is.
const Chat = lazyComponent(() => import('./Chat').then((m) => m.Chat))

export const definition: RendererDefinition<ChatNode> = { type: 'chat', component: Chat, preload: Chat.preload }
