// Every renderer of the app, registered on one engine. Add a renderer: its folder, then one line below.
import type { Engine } from '../src/engine'
import { definition as avatar } from './avatar'
import { definition as badge } from './badge'
import { definition as banner } from './banner'
import { definition as button } from './button'
import { definition as card } from './card'
import { definition as cell } from './cell'
import { definition as cellGroup } from './cell-group'
import { definition as collapse } from './collapse'
import { definition as countdown } from './countdown'
import { definition as divider } from './divider'
import { definition as empty } from './empty'
import { definition as form } from './form'
import { definition as grid } from './grid'
import { definition as image } from './image'
import { definition as json } from './json'
import { definition as list } from './list'
import { definition as markdown } from './markdown'
import { definition as noticeBar } from './notice-bar'
import { definition as page } from './page'
import { definition as popup } from './popup'
import { presetDefinition, type NodePresets } from './preset'
import { definition as qrcode } from './qrcode'
import { definition as quiz } from './quiz'
import { definition as result } from './result'
import { definition as richText } from './rich-text'
import { definition as richTextEditor } from './rich-text-editor'
import { definition as searchBar } from './search-bar'
import { definition as skeleton } from './skeleton'
import { definition as stack } from './stack'
import { definition as steps } from './steps'
import { definition as swiper } from './swiper'
import { definition as tabbar } from './tabbar'
import { definition as tabs } from './tabs'
import { definition as tag } from './tag'
import { definition as text } from './text'
import { definition as questionnaire } from './questionnaire'
import { definition as video } from './video'
import { definition as uploader } from './uploader'
import { definition as composer } from './composer'
import { definition as report } from './report'
import { definition as chat } from './chat'
import { definition as assistant } from './assistant'

/**
 * `nodePresets`: what the `preset` node draws by name (the app gives screens/presets/nodes.json, as a loader);
 * `broughtNodePreset`: a preset the screens shown so far brought with their chunks, looked up first.
 */
export function registerRenderers(
  engine: Engine,
  {
    nodePresets,
    broughtNodePreset,
  }: { nodePresets?: NodePresets | (() => Promise<NodePresets>); broughtNodePreset?: (name: string) => unknown } = {},
): void {
  engine.registerRenderer(page)
  // The frame of the popup action (no schema: configs open it through the action).
  engine.registerRenderer(popup)
  engine.registerRenderer(text)
  engine.registerRenderer(image)
  engine.registerRenderer(button)
  engine.registerRenderer(markdown)
  engine.registerRenderer(richText)
  engine.registerRenderer(empty)
  engine.registerRenderer(stack)
  engine.registerRenderer(collapse)
  engine.registerRenderer(tabs)
  engine.registerRenderer(list)
  engine.registerRenderer(searchBar)
  engine.registerRenderer(form)
  engine.registerRenderer(json)
  engine.registerRenderer(grid)
  engine.registerRenderer(tabbar)
  engine.registerRenderer(swiper)
  engine.registerRenderer(card)
  engine.registerRenderer(cell)
  engine.registerRenderer(cellGroup)
  engine.registerRenderer(presetDefinition(nodePresets, broughtNodePreset))
  engine.registerRenderer(avatar)
  engine.registerRenderer(badge)
  engine.registerRenderer(countdown)
  engine.registerRenderer(divider)
  engine.registerRenderer(noticeBar)
  engine.registerRenderer(qrcode)
  engine.registerRenderer(result)
  engine.registerRenderer(skeleton)
  engine.registerRenderer(steps)
  engine.registerRenderer(tag)
  engine.registerRenderer(questionnaire)
  engine.registerRenderer(video)
  engine.registerRenderer(uploader)
  engine.registerRenderer(composer)
  engine.registerRenderer(richTextEditor)
  engine.registerRenderer(quiz)
  engine.registerRenderer(report)
  engine.registerRenderer(chat)
  engine.registerRenderer(assistant)
  engine.registerRenderer(banner)
}
