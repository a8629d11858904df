import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderInScreen, type ScreenStoryArgs } from './story'

// Action presets (screens/presets/actions.json): chains written once and run by name from any screen.
const meta: Meta<ScreenStoryArgs> = { title: 'Actions/preset', render: renderInScreen }
export default meta

type Story = StoryObj<ScreenStoryArgs>

/** The insufficient-points dialog: 积分不足, then back to choose another service. */
export const InsufficientPoints: Story = {
  args: {
    nodes: [
      {
        type: 'stack',
        padding: 16,
        body: [{ type: 'button', text: '兑换', block: true, press: { action: 'preset', name: 'insufficientPoints' } }],
      },
    ],
  },
}
