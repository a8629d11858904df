import { Button, Input, List, Popup, Radio, Space, Toast } from 'antd-mobile'
import { useState } from 'react'
import { ENVIRONMENTS, chooseEnvironment, currentEnvironment, type Environment } from '../../platform/environment'
import { devtoolsWording } from './wording'
import { CollectedPanel } from './CollectedPanel'
import { FaultsPanel } from './FaultsPanel'
import { NativeAppPanel } from './NativeAppPanel'
import { mockTools } from './mock-tools'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import './devtools.css'

const w = devtoolsWording

enableAntdMobileOnReact19()

/** The developer-tools panel: switch environment, jump to a path, and (with the embedded backend) inject faults. */
export function DevTools({ navigate }: { navigate(path: string): void }) {
  const [open, setOpen] = useState(false)
  const [path, setPath] = useState('')
  const env = currentEnvironment()
  const tools = mockTools()
  const go = () => {
    // SPEC §5: the dynamic-packing input must start with /.
    if (!path.startsWith('/')) return void Toast.show({ content: w.badPath })
    setOpen(false)
    navigate(path)
  }
  const switchTo = (next: Environment) => {
    chooseEnvironment(next)
    window.location.reload()
  }
  return (
    <>
      <button type="button" className="edu-devtools__fab" data-devtools onClick={() => setOpen(true)} aria-label={w.open}>
        {w.open}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }}>
        <List header={w.environment}>
          <List.Item>
            <Radio.Group value={env} onChange={(v) => switchTo(v as Environment)}>
              <Space wrap>
                {ENVIRONMENTS.map((e) => (
                  <Radio key={e} value={e}>{e}</Radio>
                ))}
              </Space>
            </Radio.Group>
          </List.Item>
        </List>
        <List header={w.jump}>
          <List.Item extra={<Button size="small" color="primary" onClick={go}>{w.go}</Button>}>
            <Input placeholder="/integral/detail" value={path} onChange={setPath} onEnterPress={go} />
          </List.Item>
        </List>
        {tools && <NativeAppPanel />}
        {tools?.collected && tools.clearCollected && <CollectedPanel tools={{ collected: tools.collected, clearCollected: tools.clearCollected }} />}
        {tools && <FaultsPanel tools={tools} />}
      </Popup>
    </>
  )
}
