import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { VideoNode } from '../../src/generated/screen'
import clip from '../../src/mock-api/media/bp.webm?no-inline'

type Args = NodeStoryArgs<VideoNode>

const meta: Meta<Args> = { title: 'Renderers/video', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const poster = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1a5fd6"/></svg>')}`

/** A three-second local clip; play, leave the story and come back: it plays on from where it was. */
export const Playable: Story = {
  args: { node: { type: 'video', src: clip, poster, title: '五分钟学会正确测量血压', duration: 3, positionKey: 'story' } },
}

/** A live broadcast that has not started: the poster and a note, no player. */
export const Waiting: Story = { args: { node: { type: 'video', src: '', poster, title: '直播课', note: '直播未开始' } } }
