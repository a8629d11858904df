import type { NodeContext } from '../../src/engine'

/**
 * In place of a page's body when its record cannot be shown (no id in the address, or none on the server): why,
 * as the empty state every list uses, and a way back, so the person is never left on a blank page. When the call
 * failed, 点击重试 asks for it again.
 */
export function MissingRecord({ text, retry, ctx }: { text: string; retry: boolean; ctx: NodeContext }) {
  return (
    <div role="alert" className="edu-page__missing">
      {ctx.render([{ type: 'empty', text, link: { text: ctx.t('back'), press: { action: 'back' } } }])}
      {retry && ctx.render([{ type: 'button', text: ctx.t('retry'), fill: 'none', press: { action: 'reload' } }])}
    </div>
  )
}

/** Above the body: sources that failed and that no node shows, with 点击重试 fetching them again. */
export function FailedSources({ text, sources, ctx }: { text: string; sources: string[]; ctx: NodeContext }) {
  return (
    <div role="alert" className="edu-page__failed">
      {ctx.render([{ type: 'empty', text, link: { text: ctx.t('retry'), press: { action: 'reload', data: sources } } }])}
    </div>
  )
}
