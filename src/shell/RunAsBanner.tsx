import { useState } from 'react'
import { APP_BASE } from '../platform'
import { runAsName, stopRunAs } from '../session'
import './run-as-banner.css'

/** Where the way back leads: the family-member screen acting for a member started from. */
export const RUN_AS_EXIT = '/user/family-management-list'

/**
 * While the user acts for a family member (src/session/run-as.ts), every page says whose data it shows, with a
 * way back to his own: ending it reloads the family list, so nothing fetched as the member stays on screen.
 */
export function RunAsBanner({ assign = (href: string) => window.location.assign(href) }: { assign?: (href: string) => void }) {
  // Drawn only while acting for a member (App.tsx decides, after hydrating a frame: docs/frames.md).
  const [name] = useState(runAsName)
  if (name === undefined) return null
  return (
    <div className="edu-run-as" role="status">
      <span className="edu-run-as__text">正在查看{name || '家庭成员'}的数据</span>
      <button
        type="button"
        className="edu-run-as__back"
        onClick={() => {
          stopRunAs()
          assign(`${APP_BASE}${RUN_AS_EXIT}`)
        }}
      >
        返回本人
      </button>
    </div>
  )
}
