import { lazyComponent, type RendererDefinition, type RendererProps } from '../../src/engine'
import type { AvatarNode } from '../../src/generated/screen'
import { AvatarPicture } from './picture'

// The box comes beside the screen's own chunk, with the other small renderers (`small-renderers`,
// scripts/vite/helper-chunks.ts), and draws with the screen, with its size, so a row in a list has its height;
// antd-mobile's picture is a lazy chunk of its own, asked for at the same time, not once the box has arrived.
const Avatar = lazyComponent<RendererProps<AvatarNode>>(() => import('./Avatar').then((m) => m.Avatar))

export const definition: RendererDefinition<AvatarNode> = {
  type: 'avatar',
  component: Avatar,
  preload: () => Promise.all([Avatar.preload(), AvatarPicture.preload()]),
}
