import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { AvatarNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<AvatarNode>

const meta: Meta<Args> = { title: 'Renderers/avatar', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Picture: Story = { args: { node: { type: 'avatar', src: 'static/empty.svg', name: '张医生' } } }

export const NameInitial: Story = {
  args: { node: { type: 'avatar', src: '{{ state.avatar }}', name: '{{ state.name }}' }, scope: { state: { avatar: '', name: '李明' } } },
}

export const BrokenPicture: Story = { args: { node: { type: 'avatar', src: 'static/missing-avatar.png', name: '王芳' } } }

export const DefaultFigure: Story = { args: { node: { type: 'avatar' } } }

export const LargeSquare: Story = { args: { node: { type: 'avatar', src: 'static/empty.svg', name: '张医生', size: 64, shape: 'square' } } }

export const Pressable: Story = {
  args: { node: { type: 'avatar', name: '李明', size: 32, press: { action: 'toast', text: '查看个人资料' } } },
}
