import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { QrcodeNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<QrcodeNode>

const meta: Meta<Args> = { title: 'Renderers/qrcode', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Link: Story = { args: { node: { type: 'qrcode', value: 'https://www.example.com/edu/health/client/home' } } }

export const FromState: Story = {
  args: {
    node: {
      type: 'qrcode',
      value: 'https://www.example.com/edu/health/family_doctor/relate/{{ state.code }}',
      label: '扫码签约家庭医生',
      size: 200,
    },
    scope: { state: { code: 'D10086' } },
  },
}

export const SmallHighCorrection: Story = { args: { node: { type: 'qrcode', value: 'D10086', size: 96, level: 'H' } } }

export const Empty: Story = { args: { node: { type: 'qrcode', value: '' } } }
