import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { GridNode } from '../../src/generated/screen'
import { entries } from '../../src/mock-api/seed/home'

type Args = NodeStoryArgs<GridNode>

const meta: Meta<Args> = { title: 'Renderers/grid', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const fromData: GridNode = {
  type: 'grid',
  items: '{{ data.entries }}',
  entry: { icon: '{{ item.iconUrl }}', text: '{{ item.name }}', press: { action: 'navigate', to: '{{ item.link }}' } },
}

export const ResidentHome: Story = { args: { node: fromData, scope: { data: { entries: entries('health') } } } }

export const DoctorHome: Story = { args: { node: fromData, scope: { data: { entries: entries('doctor') } } } }

export const ThreeColumnsWithBadge: Story = {
  args: {
    node: {
      type: 'grid',
      columns: 3,
      items: [
        { text: '消息', icon: 'static/empty.svg', badge: '12', press: { action: 'toast', text: '消息' } },
        { text: '积分', icon: 'static/empty.svg', badge: 'dot', press: { action: 'toast', text: '积分' } },
        { text: '设置', icon: 'static/empty.svg', press: { action: 'toast', text: '设置' } },
      ],
    },
  },
}

export const Loading: Story = { args: { node: fromData, scope: { data: {} } } }

/** Entries still on their way, with two rows kept for them (placeholderRows): blank cells of the entries' size. */
export const LoadingWithPlaceholderRows: Story = { args: { node: { ...fromData, placeholderRows: 2 }, scope: { data: {} } } }
