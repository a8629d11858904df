import { Button, Input, List, Radio, Space } from 'antd-mobile'
import { useState } from 'react'
import { chooseFakeApp, chosenFakeApp, type FakeAppKind } from '../../platform/fake-bridge'
import { devtoolsWording } from './wording'

const w = devtoolsWording

/** The apps the fake bridge can play, with the version each starts at (below and above the minimums of SPEC §9). */
const APPS: ReadonlyArray<{ app: FakeAppKind; label: string; version: string }> = [
  { app: 'dzj', label: '医生端 dzj', version: '8.2.2' },
  { app: 'ysy', label: '居民端 ysy', version: '6.1.0' },
]

/**
 * Play the doctor or resident app at a version (the fake native bridge): for example the doctor app at 3.0.9,
 * below the 3.1.0 its login page needs. The choice holds for this tab; the page reloads to start as that app.
 */
export function NativeAppPanel({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const chosen = chosenFakeApp()
  const [app, setApp] = useState<FakeAppKind | ''>(chosen?.app ?? '')
  const [version, setVersion] = useState(chosen?.version ?? '')
  const apply = () => {
    chooseFakeApp(app ? { app, version: version || (APPS.find((a) => a.app === app)?.version ?? '1.0.0') } : null)
    reload()
  }
  return (
    <List header={w.nativeApp}>
      <List.Item>
        <Radio.Group value={app} onChange={(v) => setApp(v as FakeAppKind | '')}>
          <Space wrap>
            <Radio value="">{w.noApp}</Radio>
            {APPS.map((a) => (
              <Radio key={a.app} value={a.app}>
                {a.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </List.Item>
      <List.Item
        extra={
          <Button size="small" color="primary" onClick={apply}>
            {w.apply}
          </Button>
        }
      >
        <Input aria-label={w.appVersion} placeholder={w.appVersion} value={version} onChange={setVersion} />
      </List.Item>
    </List>
  )
}
