// Every renderer of the app, registered on one engine. Add a renderer: its folder, then one line below.
import type { Engine } from '../src/engine'
import { definition as button } from './button'
import { definition as collapse } from './collapse'
import { definition as empty } from './empty'
import { definition as form } from './form'
import { definition as image } from './image'
import { definition as list } from './list'
import { definition as markdown } from './markdown'
import { definition as page } from './page'
import { definition as popup } from './popup'
import { definition as richText } from './rich-text'
import { definition as searchBar } from './search-bar'
import { definition as stack } from './stack'
import { definition as tabs } from './tabs'
import { definition as text } from './text'

export function registerRenderers(engine: Engine): void {
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
}
