// Bare renderers for the engine's own tests, so they need nothing from renderers/ (the engine knows none).
import type { Engine } from './engine'
import type { NodeConfig, RendererProps } from './types'

type Page = NodeConfig & { title?: string; body?: NodeConfig[]; footer?: NodeConfig[] }
type Text = NodeConfig & { text: string }
type Button = NodeConfig & { text: string; press?: never }
type Boom = NodeConfig & { message: string }
type Popup = NodeConfig & { id: string; title?: string; body?: NodeConfig[] }

export function registerTestRenderers(engine: Engine): void {
  engine.registerRenderer({
    type: 'page',
    raw: ['body', 'footer'],
    component: ({ node, ctx }: RendererProps<Page, 'body' | 'footer'>) => (
      <main>
        {node.title && <h1>{node.title}</h1>}
        {ctx.render(node.body)}
        <footer>{ctx.render(node.footer)}</footer>
      </main>
    ),
  })
  engine.registerRenderer({ type: 'text', component: ({ node }: RendererProps<Text>) => <p>{node.text}</p> })
  engine.registerRenderer({
    type: 'button',
    component: ({ node, ctx }: RendererProps<Button>) => (
      <button type="button" onClick={() => void ctx.run(node.press)}>
        {node.text}
      </button>
    ),
  })
  // The popup action's frame: its title, its nodes and a close button.
  engine.registerRenderer({
    type: 'popup',
    raw: ['body'],
    component: ({ node, ctx }: RendererProps<Popup, 'body'>) => (
      <section role="dialog" aria-label={node.title}>
        {ctx.render(node.body)}
        <button type="button" onClick={() => ctx.screen.overlays.close(node.id)}>
          关闭
        </button>
      </section>
    ),
  })
  engine.registerRenderer({
    type: 'boom',
    component: ({ node }: RendererProps<Boom>) => {
      throw new Error(node.message)
    },
  })
}
