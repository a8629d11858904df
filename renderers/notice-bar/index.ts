import { lazyComponent, type RendererDefinition } from '../../src/engine'
import type { NoticeBarNode } from '../../src/generated/screen'

// Its own chunk (antd-mobile's notice bar brings its scrolling and resize watching), fetched with the screen.
const NoticeBar = lazyComponent(() => import('./NoticeBar').then((m) => m.NoticeBar))

export const definition: RendererDefinition<NoticeBarNode> = { type: 'notice-bar', component: NoticeBar, preload: NoticeBar.preload }
