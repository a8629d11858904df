import { Button, List } from 'antd-mobile'
import { useState } from 'react'
import type { MockTools } from './mock-tools'
import { devtoolsWording } from './wording'

const w = devtoolsWording

function line(item: Record<string, unknown>): string {
  if (item.eventCode) return [item.eventCode, item.resourceType, item.resourceId, item.pageName].filter(Boolean).join(' · ')
  return [item.kind, item.message, item.code].filter((v) => v !== undefined && v !== '').join(' · ')
}

/** What the app reported to the embedded backend: usage events and error reports, newest first. */
export function CollectedPanel({ tools }: { tools: Required<Pick<MockTools, 'collected' | 'clearCollected'>> }) {
  const [collected, setCollected] = useState(() => tools.collected())
  const refresh = () => setCollected(tools.collected())
  const section = (header: string, items: Array<Record<string, unknown>>) => (
    <List header={`${header} (${items.length})`}>
      {items.length === 0 && <List.Item>{w.nothingYet}</List.Item>}
      {[...items]
        .reverse()
        .slice(0, 30)
        .map((item, i) => (
          <List.Item key={i} description={typeof item.path === 'string' ? item.path : undefined}>
            {line(item)}
          </List.Item>
        ))}
    </List>
  )
  return (
    <>
      <List>
        <List.Item>
          <Button size="small" onClick={refresh}>
            {w.refresh}
          </Button>{' '}
          <Button
            size="small"
            onClick={() => {
              tools.clearCollected()
              refresh()
            }}
          >
            {w.clearCollected}
          </Button>
        </List.Item>
      </List>
      {section(w.events, collected.events)}
      {section(w.errors, collected.reports)}
    </>
  )
}
