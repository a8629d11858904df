import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ImageNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<ImageNode>

const meta: Meta<Args> = { title: 'Renderers/image', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const AppImage: Story = {
  args: { node: { type: 'image', src: 'static/empty.svg', alt: '暂无数据', width: 160, height: 120, fit: 'contain' } },
}

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {renderNodeStory({ node: { type: 'image', src: 'static/default-man.svg', alt: '男', width: 64, height: 64 } })}
      {renderNodeStory({ node: { type: 'image', src: 'static/default-woman.svg', alt: '女', width: 64, height: 64 } })}
    </div>
  ),
}

export const Pressable: Story = {
  args: {
    node: { type: 'image', src: 'static/version.svg', alt: '去更新', width: 160, height: 120, press: { action: 'toast', text: '去更新' } },
  },
}

/** Scroll down: the image below the fold loads only when it comes into view (IntersectionObserver, threshold 0). */
export const LazyBelowTheFold: Story = {
  render: (args) => (
    <div style={{ height: 480, overflow: 'auto' }}>
      <div style={{ height: 900, color: '#999' }}>↓</div>
      {renderNodeStory(args)}
    </div>
  ),
  args: { node: { type: 'image', src: 'static/out-of-stock.svg', alt: '商品补货中', width: 160, height: 120 } },
}

export const Eager: Story = { args: { node: { type: 'image', src: 'static/network.svg', alt: '', width: 160, height: 120, lazy: false } } }
