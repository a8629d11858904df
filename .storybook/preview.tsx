import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import type { FakeServiceOptions } from '../src/engine/testing'
import { enableAntdMobileOnReact19 } from '../src/shell/antd-react19'
import '../src/shell/shell.css'
import { StoryEngine, type StoryHost } from './story-engine'

// antd-mobile's Toast and Dialog need React 19's createRoot (STACK.md): the same hook the shell registers.
enableAntdMobileOnReact19()

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
