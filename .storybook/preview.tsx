import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { useReact19ForAntdMobile } from './antd-react19'
import { StoryEngine, type StoryHost } from './story-engine'
import type { FakeServiceOptions } from '../src/engine/testing'
import './preview.css'

useReact19ForAntdMobile()

const withEngine: Decorator = (Story, context) => {
  const host = (context.globals.host as StoryHost | undefined) ?? 'browser'
  const calls = context.parameters.calls as FakeServiceOptions['calls']
  return (
    <StoryEngine key={`${context.id}:${host}`} host={host} calls={calls}>
      <Story />
    </StoryEngine>
  )
}

const preview: Preview = {
  decorators: [withEngine],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
  globalTypes: {
    host: {
      description: 'Where the app runs: a browser shows the shared header; native apps and WeChat hide it',
      toolbar: {
        title: 'Host',
        icon: 'mobile',
        items: [
          { value: 'browser', title: 'Browser (header shown)' },
          { value: 'app', title: 'Native app / WeChat (header hidden)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    host: 'browser',
    viewport: { value: 'phone', isRotated: false },
  },
}

export default preview
