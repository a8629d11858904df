import { lazyComponent } from '../../src/engine'

// antd-mobile's avatar brings its Image (about 4 kB gzip): a chunk of its own, asked for with the screen's
// (index.ts) and drawn inside the box (Avatar.tsx). One component for both, so once preloaded it draws at once.
export const AvatarPicture = lazyComponent(async () => (await import('./AvatarPicture')).AvatarPicture)
