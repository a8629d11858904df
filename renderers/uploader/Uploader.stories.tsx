import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { UploaderNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<UploaderNode>

const meta: Meta<Args> = { title: 'Renderers/uploader', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

/** Nothing chosen yet: the chooser and what it takes. */
export const Empty: Story = {
  args: {
    node: { type: 'uploader', state: 'file', label: '选择视频', hint: '支持 MP4、MOV，不超过 200MB', accept: 'video/*', maxSize: 200 },
  },
}

/** An upload under way: the percent sent as a bar, no new choice meanwhile. */
export const Sending: Story = {
  args: { node: { type: 'uploader', state: 'file', label: '选择视频', accept: 'video/*', progress: 42, disabled: true } },
}

/** Refuses a file over 1 MB: choose a larger one to see the message. */
export const SizeLimit: Story = { args: { node: { type: 'uploader', state: 'file', label: '选择文件', maxSize: 1 } } }

/** Several files (images and reports) kept as a list, each removable; at most 9. */
export const Multiple: Story = {
  args: {
    node: {
      type: 'uploader',
      state: 'files',
      label: '添加图片或文件',
      hint: '支持 JPG、PNG、PDF，最多 9 个',
      accept: 'image/*,.pdf',
      multiple: true,
      maxCount: 9,
    },
  },
}
