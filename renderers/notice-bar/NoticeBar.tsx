import { NoticeBar as MobileNoticeBar } from 'antd-mobile'
import type { RendererProps } from '../../src/engine'
import type { NoticeBarNode } from '../../src/generated/screen'
import './notice-bar.css'

/**
 * antd-mobile's notice bar: one line that scrolls when it is longer than the bar (all lines with `wrap`). Its
 * text is a button when it has press actions; the close button hides it for as long as the screen is shown.
 */
export function NoticeBar({ node, ctx }: RendererProps<NoticeBarNode>) {
  const press = node.press
  const content = press ? (
    <button type="button" className="edu-notice-bar__press" onClick={() => void ctx.run(press)}>
      {node.content}
    </button>
  ) : (
    node.content
  )
  const pressable = press !== undefined || node.closeable === true
  return (
    <MobileNoticeBar
      className={`edu-notice-bar${pressable ? ' edu-notice-bar--pressable' : ''}`}
      content={content}
      color={node.color ?? 'default'}
      wrap={node.wrap}
      closeable={node.closeable}
      // antd-mobile's own close icon is a bare svg; a named button is what a screen reader can press.
      closeIcon={
        <button type="button" className="edu-notice-bar__close" aria-label={ctx.t('close')}>
          <span aria-hidden>×</span>
        </button>
      }
    />
  )
}
