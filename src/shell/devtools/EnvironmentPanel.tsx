import { List, Radio, Space, Toast } from 'antd-mobile'
import { useState } from 'react'
import { apiBase, chooseEnvironment, currentEnvironment, currentMode, ENVIRONMENTS, type Environment } from '../../platform'
import { devtoolsWording as w } from './wording'

/** The environment switcher: the API client takes the chosen environment's address from the next call on. */
export function EnvironmentPanel() {
  const [env, setEnv] = useState(currentEnvironment)
  const switchTo = (next: Environment) => {
    chooseEnvironment(next)
    setEnv(next)
    Toast.show({ content: `${w.switched}${next}` })
  }
  return (
    <List header={w.environment}>
      <List.Item description={`${apiBase(env)} · ${w.mode} ${currentMode() ?? '-'}`}>
        <Radio.Group value={env} onChange={(v) => switchTo(v as Environment)}>
          <Space wrap>
            {ENVIRONMENTS.map((e) => (
              <Radio key={e} value={e}>
                {e}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </List.Item>
    </List>
  )
}
