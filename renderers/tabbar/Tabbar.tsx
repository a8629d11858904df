import { Badge } from 'antd-mobile'
import { useSyncExternalStore } from 'react'
import type { RendererProps } from '../../src/engine'
import type { TabbarNode } from '../../src/generated/screen'
import { assetUrl } from '../shared/asset'
import { badgeOf, entriesOf, textOf } from '../shared/entries'
import './tabbar.css'

/** The page's path inside the app (without the /edu base), to find the tab of the current page. */
function currentPath(): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  const path = window.location.pathname
  return base && path.startsWith(base) ? path.slice(base.length) || '/' : path
}

const unchanging = () => () => undefined
// A frame drawn at build time knows no address (docs/frames.md): no tab is current there, nor while it is hydrated;
// React draws the current one right after.
const nowhere = () => ''

/**
 * Tabs fixed at the bottom: icon and title each, the current page's tab active (its selected icon), pressing
 * another opens its path in place of this page. A spacer keeps the page's end from hiding under the bar.
 */
export function Tabbar({ node, ctx }: RendererProps<TabbarNode, 'tab'>) {
  const tabs = entriesOf(node.items, node.tab, ctx).map(({ fields }, i) => ({
    key: textOf(fields.key) ?? textOf(fields.to) ?? String(i),
    title: textOf(fields.title) ?? '',
    icon: textOf(fields.icon),
    activeIcon: textOf(fields.activeIcon),
    to: textOf(fields.to),
    badge: badgeOf(fields.badge),
  }))
  const here = useSyncExternalStore(unchanging, currentPath, nowhere)
  const active = node.active || tabs.find((t) => t.to === here)?.key
  return (
    <>
      <div className="edu-tabbar__spacer" aria-hidden />
      <nav className="edu-tabbar" aria-label={ctx.t('tabBar')}>
        <ul className="edu-tabbar__list">
          {tabs.map((tab) => {
            const selected = tab.key === active
            const icon = selected ? (tab.activeIcon ?? tab.icon) : tab.icon
            return (
              <li key={tab.key} className="edu-tabbar__cell">
                <button
                  type="button"
                  className={`edu-tabbar__tab${selected ? ' edu-tabbar__tab--active' : ''}`}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => {
                    if (!selected && tab.to) void ctx.run({ action: 'navigate', to: tab.to, replace: true })
                  }}
                >
                  <Badge content={tab.badge}>
                    {icon ? <img className="edu-tabbar__icon" src={assetUrl(icon)} alt="" /> : <span className="edu-tabbar__icon" />}
                  </Badge>
                  <span className="edu-tabbar__title">{tab.title}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
