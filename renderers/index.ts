// Every renderer of the app, registered on one engine. Add a renderer: its folder, then one line below.
import type { AnyRendererDefinition, Engine } from '../src/engine'
import { definition as avatar } from './avatar'
import { definition as badge } from './badge'
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

/** Every renderer's definition; `nodePresets`: what the `preset` node draws by name (the app gives screens/presets/nodes.json). */
export function rendererDefinitions({ nodePresets }: { nodePresets?: NodePresets } = {}): AnyRendererDefinition[] {
  return [
    page,
    // The frame of the popup action (no schema: configs open it through the action).
    popup,
    text,
    image,
    button,
    markdown,
    richText,
    empty,
    stack,
    collapse,
    tabs,
    list,
    searchBar,
    form,
    json,
    grid,
    tabbar,
    swiper,
    card,
    cell,
    cellGroup,
    presetDefinition(nodePresets),
    avatar,
    badge,
    countdown,
    divider,
    noticeBar,
    qrcode,
    result,
    skeleton,
    steps,
    tag,
    questionnaire,
    video,
    uploader,
    composer,
    richTextEditor,
    quiz,
    report,
    chat,
    assistant,
  ]
}

export function registerRenderers(engine: Engine, options: { nodePresets?: NodePresets } = {}): void {
  for (const definition of rendererDefinitions(options)) engine.registerRenderer(definition)
}
