import { CenterPopup, Popup } from 'antd-mobile'
import { useEffect, useId, useRef, useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { PopupFrameNode } from './types'
import './popup.css'

/**
 * A popup action's panel: antd-mobile's Popup from the bottom or CenterPopup in the middle, a title, a close
 * button, and the action's nodes drawn with the screen's scope. Closing slides it out, then ends the overlay
 * (the action's `then` runs after that).
 */
export function PopupFrame({ node, ctx }: RendererProps<PopupFrameNode, 'body'>) {
  // Drawn hidden, then shown: antd-mobile slides a popup in (and calls afterShow) only on a change of visible.
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(true), []) // eslint-disable-line react-hooks/set-state-in-effect -- antd-mobile animates in only on a change of visible after mount, so the one extra render is the point
  const titleId = useId()
  const dialog = useRef<HTMLElement>(null)
  const close = () => setVisible(false)
  const common = {
    visible,
    onMaskClick: node.closeOnMaskClick ? close : undefined,
    // A screen reader or keyboard user lands in the popup, not behind it.
    afterShow: () => dialog.current?.focus(),
    afterClose: () => ctx.screen.overlays.close(node.id),
  }
  const panel = (
    <section
      ref={dialog}
      tabIndex={-1}
      className={`edu-popup edu-popup--${node.position}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={node.title ? titleId : undefined}
    >
      <header className="edu-popup__header">
        {node.title && (
          <h2 className="edu-popup__title" id={titleId}>
            {node.title}
          </h2>
        )}
        <button type="button" className="edu-popup__close" aria-label={ctx.t('close')} onClick={close}>
          <span aria-hidden>×</span>
        </button>
      </header>
      <div className="edu-popup__body">{ctx.render(node.body)}</div>
    </section>
  )
  return node.position === 'center' ? (
    <CenterPopup {...common}>{panel}</CenterPopup>
  ) : (
    <Popup {...common} bodyClassName="edu-popup__sheet">
      {panel}
    </Popup>
  )
}
