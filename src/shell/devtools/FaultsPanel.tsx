import { Button, List, Picker } from 'antd-mobile'
import { useState } from 'react'
import { FAULT_CHOICES, type MockTools } from './mock-tools'
import { devtoolsWording } from './wording'

const w = devtoolsWording

function labelOf(fault: unknown): string {
  return FAULT_CHOICES.find((c) => JSON.stringify(c.fault) === JSON.stringify(fault))?.label ?? w.none
}

/** Per call: choose a fault for the embedded backend to answer with, or none. */
export function FaultsPanel({ tools }: { tools: MockTools }) {
  const [faults, setFaults] = useState(() => tools.faults())
  const [picking, setPicking] = useState<string | null>(null)
  const refresh = () => setFaults(tools.faults())
  const columns = [[{ label: w.none, value: '' }, ...FAULT_CHOICES.map((c) => ({ label: c.label, value: c.label }))]]
  return (
    <List header={w.faults}>
      <List.Item>
        <Button
          size="small"
          onClick={() => {
            tools.clearFaults()
            refresh()
          }}
        >
          {w.clearAll}
        </Button>
      </List.Item>
      {tools.callNames().map((name) => (
        <List.Item key={name} extra={labelOf(faults[name])} onClick={() => setPicking(name)} arrowIcon>
          {name}
        </List.Item>
      ))}
      <Picker
        columns={columns}
        visible={picking !== null}
        onClose={() => setPicking(null)}
        onConfirm={([label]) => {
          const choice = FAULT_CHOICES.find((c) => c.label === label)
          if (picking) {
            if (choice) tools.injectFault(picking, choice.fault)
            else tools.clearFaults(picking)
          }
          refresh()
        }}
      />
    </List>
  )
}
