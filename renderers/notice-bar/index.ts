import { lazyRenderer } from '../../src/engine'
import type { NoticeBarNode } from '../../src/generated/screen'

// Its own chunk (antd-mobile's notice bar brings its scrolling and resize watching), fetched with the screen.
export const definition = lazyRenderer<NoticeBarNode>('notice-bar', () => import('./NoticeBar').then((m) => m.NoticeBar))
