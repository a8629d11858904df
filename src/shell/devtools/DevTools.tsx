import { Button, Input, List, Popup, Toast } from 'antd-mobile'
import { useState } from 'react'
import type { Engine } from '../../engine'
import { followableDestination } from '../../platform/followable'
import { devtoolsWording } from './wording'
import { EnvironmentPanel } from './EnvironmentPanel'
import { CollectedPanel } from './CollectedPanel'
import { FaultsPanel } from './FaultsPanel'
import { NativeAppPanel } from './NativeAppPanel'
import { ReviewPanel } from './ReviewPanel'
import { PastedScreenPanel } from './PastedScreenPanel'
import { SocketPanel } from './SocketPanel'
import { PLAYGROUND_PATH } from '../playground/path'
import { BUILDER_PATH } from '../builder/path'
import { mockTools } from './mock-tools'
import { enableAntdMobileOnReact19 } from '../antd-react19'
import './devtools.css'
import './devtools-button.css'

const w = devtoolsWording

/** The screen inspector's route (screens/debug/inspect.json). */
const INSPECT_PATH = '/debug/inspect'

enableAntdMobileOnReact19()

/** The developer-tools panel: switch environment, jump to a path, and (with the embedded backend) inject faults. */
/** `engine`: the app's, for checking a pasted config against what it has registered (absent in some tests). */
/** `opened`: drawn because the button was tapped (DevToolsMount loads this module then), so the panel shows at once. */
export function DevTools({ navigate, engine, opened = false }: { navigate: (path: string) => void; engine?: Engine; opened?: boolean }) {
  const [open, setOpen] = useState(opened)
  const [path, setPath] = useState('')
  const tools = mockTools()
  const go = (to: string) => {
    // SPEC §5: the dynamic-packing input must start with /; and, like every link, it stays in the app (the one
    // link check: /..//evil.example is another host once resolved).
    const destination = followableDestination(to)
    if (!to.startsWith('/') || destination.refused || destination.kind !== 'app') return void Toast.show({ content: w.badPath })
    setOpen(false)
    navigate(destination.path)
  }
  return (
    <>
      <button type="button" className="edu-devtools__fab" data-devtools onClick={() => setOpen(true)} aria-label={w.open}>
        {w.open}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }}>
        <EnvironmentPanel />
        <List header={w.jump}>
          <List.Item arrowIcon onClick={() => go(INSPECT_PATH)}>
            {w.inspect}
          </List.Item>
          <List.Item arrowIcon onClick={() => go(PLAYGROUND_PATH)}>
            {w.playground}
          </List.Item>
          <List.Item arrowIcon onClick={() => go(BUILDER_PATH)}>
            {w.builder}
          </List.Item>
          <List.Item
            extra={
              <Button size="small" color="primary" onClick={() => go(path)}>
                {w.go}
              </Button>
            }
          >
            <Input placeholder="/integral/detail" value={path} onChange={setPath} onEnterPress={() => go(path)} />
          </List.Item>
        </List>
        {engine && (
          <PastedScreenPanel
            engine={engine}
            navigate={(to) => {
              setOpen(false)
              navigate(to)
            }}
          />
        )}
        {tools && <NativeAppPanel />}
        {tools?.collected && tools.clearCollected && (
          <CollectedPanel tools={{ collected: tools.collected, clearCollected: tools.clearCollected }} />
        )}
        {tools?.reviewCertification && <ReviewPanel review={tools.reviewCertification} />}
        {tools?.socket && <SocketPanel socket={tools.socket} />}
        {tools && <FaultsPanel tools={tools} />}
      </Popup>
    </>
  )
}
