import type { RendererDefinition } from '../../src/engine'
import type { AvatarNode } from '../../src/generated/screen'
import { Avatar, preloadAvatar } from './Avatar'

// The box is drawn at once (it sits in list rows, which need their height); antd-mobile's part is a lazy chunk.
export const definition: RendererDefinition<AvatarNode> = { type: 'avatar', component: Avatar, preload: preloadAvatar }
