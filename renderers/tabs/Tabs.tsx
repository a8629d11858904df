import { Tabs as MobileTabs } from 'antd-mobile'
import { useState } from 'react'
import type { RendererProps } from '../../src/engine'
import type { Tab, TabsNode } from '../../src/generated/screen'
import './tabs.css'

function firstShown(tabs: readonly Tab[]): string {
  return (tabs.find((t) => t.body) ?? tabs[0]).key
}

/**
 * Tabs over their own nodes. A tab with `press` is a link (the add-residents screen's manual-add tab opens the
 * form screen): choosing it runs the actions and the tab shown stays. A tab's nodes are built the first time
 * it is shown and kept, so a list keeps its pages and selection when the user comes back to it.
 */
export function Tabs({ node, ctx }: RendererProps<TabsNode, 'tabs'>) {
  const tabs = node.tabs
  const [active, setActive] = useState(() => {
    const wanted = node.active
    return wanted && tabs.some((t) => t.key === wanted) ? wanted : firstShown(tabs)
  })

  const choose = (key: string) => {
    const tab = tabs.find((t) => t.key === key)
    if (!tab) return
    if (tab.press) {
      void ctx.run(tab.press)
      return
    }
    setActive(key)
    if (node.state) ctx.screen.setState(node.state, key)
  }

  return (
    <MobileTabs className="edu-tabs" activeKey={active} onChange={choose}>
      {tabs.map((tab) => (
        <MobileTabs.Tab key={tab.key} title={ctx.resolve(tab.title)}>
          {tab.body ? ctx.render(tab.body) : null}
        </MobileTabs.Tab>
      ))}
    </MobileTabs>
  )
}
