import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { SwiperNode } from '../../src/generated/screen'
import { banners } from '../../src/mock-api/seed/home'

type Args = NodeStoryArgs<SwiperNode>

const meta: Meta<Args> = { title: 'Renderers/swiper', render: renderNodeStory }
export default meta

type Story = StoryObj<Args>

const node: SwiperNode = {
  type: 'swiper',
  items: '{{ data.banners }}',
  slide: { image: '{{ item.imageUrl }}', alt: '{{ item.title }}', press: { action: 'navigate', to: '{{ item.link }}' } },
}

export const Autoplay: Story = { args: { node, scope: { data: { banners: banners('health') } } } }

export const Still: Story = { args: { node: { ...node, autoplay: false, height: 120 }, scope: { data: { banners: banners('doctor') } } } }

export const OneBanner: Story = { args: { node, scope: { data: { banners: banners('health').slice(0, 1) } } } }

export const Loading: Story = { args: { node, scope: { data: {} } } }
