import type { NodeContext } from '../../src/engine'

/**
 * In place of a page's body when its record cannot be shown (no id in the address, or none on the server): why,
 * as the empty state every list uses, and a way back, so the person is never left on a blank page.
 */
export function MissingRecord({ text, ctx }: { text: string; ctx: NodeContext }) {
  return (
    <div role="alert" className="edu-page__missing">
      {ctx.render([{ type: 'empty', text, link: { text: ctx.t('back'), press: { action: 'back' } } }])}
    </div>
  )
}
