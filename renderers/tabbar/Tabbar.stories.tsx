import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { TabbarNode } from '../../src/generated/screen'
import { tabBar } from '../../src/mock-api/seed/home'

type Args = NodeStoryArgs<TabbarNode>

const meta: Meta<Args> = { title: 'Renderers/tabbar', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const node = (active: string): TabbarNode => ({
  type: 'tabbar',
  active,
  items: '{{ data.tabs }}',
  tab: {
    key: '{{ item.tabCode }}',
    title: '{{ item.tabName }}',
    icon: '{{ item.iconUrl }}',
    activeIcon: '{{ item.selectedIconUrl }}',
    to: '{{ item.link }}',
    badge: "{{ item.tabCode == 'message' ? data.unread : 0 }}",
  },
})

export const ResidentHome: Story = { args: { node: node('home'), scope: { data: { tabs: tabBar('dcloud'), unread: 3 } } } }

export const DoctorManyUnread: Story = { args: { node: node('mine'), scope: { data: { tabs: tabBar('dzj'), unread: 126 } } } }

export const NoIcons: Story = {
  args: {
    node: {
      type: 'tabbar',
      active: 'a',
      items: [
        { key: 'a', title: '首页', to: '/a' },
        { key: 'b', title: '我的', to: '/b', badge: 'dot' },
      ],
    },
  },
}
