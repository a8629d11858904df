import { useId, useState, type KeyboardEvent } from 'react'
import type { RendererProps } from '../../src/engine'
import type { Tab, TabsNode } from '../../src/generated/screen'
import { useActiveLine } from './useActiveLine'
import './tabs.css'

function firstShown(tabs: readonly Tab[]): string {
  return (tabs.find((t) => t.body) ?? tabs[0]).key
}

/** The tab a key moves to (WAI-ARIA tabs: arrows wrap around, Home and End go to the ends), or none. */
function movedTo(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * Tabs over their own nodes, drawn here rather than with antd-mobile's Tabs, whose ink bar and header scroll
 * bring react-spring (17 kB gzip) to every tabbed screen's first visit; the line under the chosen title slides
 * with a CSS transition instead. A tab with `press` is a link (the add-residents screen's manual-add tab opens
 * the form screen): choosing it runs the actions and the tab shown stays. A tab's nodes are built the first time
 * it is shown and kept (hidden), so a list keeps its pages and selection when the user comes back to it.
 */
export function Tabs({ node, ctx }: RendererProps<TabsNode, 'tabs'>) {
  const tabs = node.tabs
  const [active, setActive] = useState(() => {
    const wanted = node.active
    return wanted && tabs.some((t) => t.key === wanted) ? wanted : firstShown(tabs)
  })
  // Keys of the tabs shown so far: their panels stay built.
  const [built, setBuilt] = useState<readonly string[]>(() => [active])
  const id = useId()
  const tabId = (index: number) => `${id}-tab-${String(index)}`
  const panelId = (index: number) => `${id}-panel-${String(index)}`
  const { barRef, listRef, lineRef } = useActiveLine(active)

  const choose = (key: string) => {
    const tab = tabs.find((t) => t.key === key)
    if (!tab) return
    if (tab.press) {
      void ctx.run(tab.press)
      return
    }
    setActive(key)
    if (!built.includes(key)) setBuilt([...built, key])
    if (node.state) ctx.screen.setState(node.state, key)
  }

  // Automatic activation: the arrows choose the tab they land on, except a link tab, which only takes focus
  // (landing on it must not leave the screen; Enter or Space opens it).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = movedTo(event.key, index, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    // A chosen tab is scrolled to the bar's middle by useActiveLine; focus's own scrolling would race that one
    // (two smooth scrolls, and the bar could stop where the earlier one aimed). A link tab is not chosen: focus
    // brings it into view.
    document.getElementById(tabId(next))?.focus({ preventScroll: !tabs[next].press })
    if (!tabs[next].press) choose(tabs[next].key)
  }

  return (
    <div className="edu-tabs">
      <div className="edu-tabs__bar" ref={barRef}>
        <div className="edu-tabs__list" role="tablist" ref={listRef}>
          {tabs.map((tab, index) => {
            const selected = tab.key === active
            return (
              // aria-controls names a panel only once it is built: an id that is not in the page is an error to axe.
              <button
                key={tab.key}
                id={tabId(index)}
                type="button"
                role="tab"
                className="edu-tabs__tab"
                aria-selected={selected}
                aria-controls={tab.body && built.includes(tab.key) ? panelId(index) : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  choose(tab.key)
                }}
                onKeyDown={(event) => {
                  onKeyDown(event, index)
                }}
              >
                <span className="edu-tabs__title">{ctx.resolve(tab.title)}</span>
              </button>
            )
          })}
          <span className="edu-tabs__line" ref={lineRef} aria-hidden="true" />
        </div>
      </div>
      {tabs.map((tab, index) =>
        tab.body && built.includes(tab.key) ? (
          <div
            key={tab.key}
            id={panelId(index)}
            role="tabpanel"
            aria-labelledby={tabId(index)}
            className="edu-tabs__panel"
            hidden={tab.key !== active}
          >
            {ctx.render(tab.body)}
          </div>
        ) : null,
      )}
    </div>
  )
}
