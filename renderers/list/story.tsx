// Stories for the list, tabs and collapse renderers: nodes drawn inside a real screen (ScreenView), so the
// selection a list writes to screen state re-renders the Done button that reads it.
import { useMemo } from 'react'
import { ScreenView, type NodeConfig } from '../../src/engine'
import { screenOf } from './screen-of'

export interface ScreenStoryArgs {
  /** The nodes as a screen config would write them. */
  nodes: NodeConfig[]
  /** The screen's starting state. */
  state?: Record<string, unknown>
  /** The screen's data sources (a list shows a paged one by name). */
  data?: Record<string, object>
}

function InScreen({ nodes, state, data }: ScreenStoryArgs) {
  const config = useMemo(() => screenOf(nodes, state, data), [nodes, state, data])
  return (
    <div style={{ height: '100vh' }}>
      <ScreenView config={config} />
    </div>
  )
}

export function renderInScreen(args: ScreenStoryArgs) {
  return <InScreen {...args} />
}

/** Residents as the resident list calls answer them. */
export function sampleResidents(n: number, prefix = '居民') {
  const surnames = '王李张刘陈杨赵黄周吴'
  return Array.from({ length: n }, (_, i) => ({
    residentAccountCode: `R${i + 1}`,
    residentName: `${surnames[i % surnames.length]}${prefix}${i + 1}`,
    residentGender: (i % 2) + 1,
    residentAge: 35 + ((i * 7) % 50),
    ageUnit: '岁',
  }))
}

/** A resident list call over `all`: search by name, 15 a page. */
export function residentPages(all: ReturnType<typeof sampleResidents>) {
  return (q: { name?: string; current: number; size: number }) => {
    const found = all.filter((r) => !q.name || r.residentName.includes(q.name))
    return { current: q.current, total: found.length, records: found.slice((q.current - 1) * q.size, q.current * q.size) }
  }
}
