import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ChatNode } from '../../src/generated/screen'
import type { ChatNodeLine, ChatNodeState } from './room'

type Args = NodeStoryArgs<ChatNode>

const meta: Meta<Args> = { title: 'Renderers/chat', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const DOCTOR = 'D1'
const RESIDENT = 'R1'
const now = Date.now()
const people = { [DOCTOR]: { name: '陈立新', avatar: '' }, [RESIDENT]: { name: '林晓燕', avatar: '' } }

const line = (uid: string, over: Partial<ChatNodeLine>): ChatNodeLine => ({
  uid,
  sender: RESIDENT,
  mine: false,
  msgType: 1,
  content: '',
  time: now,
  state: 'sent',
  ...over,
})

/** A room as its data source holds it: plain state (the stories show states, not traffic). */
function still(over: Partial<ChatNodeState>): ChatNodeState {
  return {
    chatCode: 'C1',
    status: 'open',
    me: DOCTOR,
    title: '林晓燕',
    scene: 1,
    members: [DOCTOR, RESIDENT],
    people,
    lines: [],
    loading: false,
    loadingOlder: false,
    hasOlder: false,
    ...over,
  }
}

const conversation = [
  line('1', { content: '陈医生，我这几天早上量血压都在 150/95 左右，药要不要加量？', time: now - 26 * 3600_000 }),
  line('2', { sender: DOCTOR, mine: true, content: '先别加量，连续记录一周的早晚血压，周三上午来中心复查。', time: now - 25.9 * 3600_000 }),
  line('3', {
    msgType: 2,
    content:
      'data:image/svg+xml;charset=utf-8,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22120%22 height=%22160%22%3E%3Crect width=%22120%22 height=%22160%22 fill=%22%23cde%22/%3E%3C/svg%3E',
    time: now - 600_000,
  }),
  line('4', { sender: DOCTOR, mine: true, content: '收到，化验单我看一下。', time: now - 60_000, state: 'sending' }),
  line('5', { sender: DOCTOR, mine: true, content: '血脂略高，注意少油少盐。', time: now - 30_000, state: 'failed' }),
]

export const Conversation: Story = {
  args: { node: { type: 'chat', source: 'room' }, scope: { data: { room: still({ lines: conversation }) } } },
}

export const Connecting: Story = {
  args: {
    node: { type: 'chat', source: 'room' },
    scope: { data: { room: still({ status: 'connecting', lines: conversation.slice(0, 2) }) } },
  },
}

export const Loading: Story = { args: { node: { type: 'chat', source: 'room' }, scope: { data: { room: still({ loading: true }) } } } }

export const Group: Story = {
  args: {
    node: { type: 'chat', source: 'room' },
    scope: {
      data: {
        room: still({
          scene: 2,
          owner: DOCTOR,
          title: '翠苑家庭医生团队',
          members: [DOCTOR, RESIDENT, 'D2'],
          people: { ...people, D2: { name: '赵德明', avatar: '' } },
          lines: [
            line('g1', { sender: 'D2', content: '明天上午的随访名单我已经排好了。' }),
            line('g2', { msgType: 3, content: '陈立新将孙丽华移出了群聊', time: now + 1 }),
          ],
        }),
      },
    },
  },
}

export const Failed: Story = { args: { node: { type: 'chat', source: 'room' }, scope: { data: { room: still({ error: '会话不存在' }) } } } }
