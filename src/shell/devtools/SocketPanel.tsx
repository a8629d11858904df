import { Button, List, Switch, Toast } from 'antd-mobile'
import { useState } from 'react'
import type { SocketTools } from './mock-tools'
import { devtoolsWording } from './wording'

const w = devtoolsWording
/** The delay the panel's switch adds to the socket's acks and replies. */
const REPLY_DELAY_MS = 5000

/** The embedded backend's chat socket: cut the line, stop answering heartbeats, slow the replies. */
export function SocketPanel({ socket }: { socket: SocketTools }) {
  const [faults, setFaults] = useState(() => socket.faults())
  const change = (next: Partial<typeof faults>) => {
    socket.setFaults(next)
    setFaults(socket.faults())
  }
  return (
    <List header={w.socket}>
      <List.Item extra={socket.connections()}>{w.connections}</List.Item>
      <List.Item>
        <Button
          size="small"
          color="danger"
          onClick={() => {
            socket.drop()
            Toast.show({ content: w.dropped })
          }}
        >
          {w.dropSocket}
        </Button>
      </List.Item>
      <List.Item
        extra={
          <Switch aria-label={w.silentHeartbeats} checked={faults.silentHeartbeats} onChange={(on) => change({ silentHeartbeats: on })} />
        }
      >
        {w.silentHeartbeats}
      </List.Item>
      <List.Item
        extra={
          <Switch
            aria-label={w.replyDelay}
            checked={faults.replyDelayMs > 0}
            onChange={(on) => change({ replyDelayMs: on ? REPLY_DELAY_MS : 0 })}
          />
        }
      >
        {w.replyDelay}
      </List.Item>
    </List>
  )
}
