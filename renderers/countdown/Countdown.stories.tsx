import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { CountdownNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<CountdownNode>

const meta: Meta<Args> = { title: 'Renderers/countdown', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

export const Seconds: Story = { args: { node: { type: 'countdown', seconds: 90, format: 'mm:ss' } } }

export const HoursMinutesSeconds: Story = { args: { node: { type: 'countdown', seconds: 3 * 3600 + 25 * 60 } } }

/** Until a moment two days away, in days, hours, minutes and seconds. */
export const DaysUntilTarget: Story = {
  args: {
    node: { type: 'countdown', target: '{{ state.end }}', format: 'D天HH时mm分ss秒' },
    scope: { state: { end: Date.now() + 2 * 86_400_000 + 5_025_000 } },
  },
}

/** Five seconds, then the finish actions run once (a toast). */
export const Finishing: Story = {
  args: { node: { type: 'countdown', seconds: 5, format: 's', finish: { action: 'toast', text: '活动已开始' } } },
}

export const AlreadyOver: Story = { args: { node: { type: 'countdown', target: '2020-01-01 00:00:00' } } }
