import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { CellGroupNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<CellGroupNode>

const meta: Meta<Args> = { title: 'Renderers/cell-group', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const body: CellGroupNode['body'] = [
  { type: 'cell', title: '家庭成员', press: { action: 'toast', text: '家庭成员' } },
  { type: 'cell', title: '安全提示', press: { action: 'toast', text: '安全提示' } },
  { type: 'cell', title: '当前版本', value: '2.2.38' },
]

export const Settings: Story = { args: { node: { type: 'cell-group', header: '设置', body } } }

export const Card: Story = { args: { node: { type: 'cell-group', header: '设置', mode: 'card', body } } }
