import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import type { FakeServiceOptions } from '../src/engine/testing'
import { enableAntdMobileOnReact19 } from '../src/shell/antd-react19'
import '../src/shell/shell.css'
// Stories draw configs at once, without a screen's load to wait for the expression parser.
import '../src/shared-logic/expression/jsep-parser'
import { backendLoader, loadedBackend } from './backend'
import { StoryEngine, type StoryHost } from './story-engine'
import { installFakeApp, type FakeApp } from '../src/platform/fake-bridge'

// antd-mobile's Toast and Dialog need React 19's createRoot: the same hook the shell registers (src/shell/antd-react19.ts).
enableAntdMobileOnReact19()

const withEngine: Decorator = (Story, context) => {
  const host = (context.globals.host as StoryHost | undefined) ?? 'browser'
  const calls = context.parameters.calls as FakeServiceOptions['calls']
  const backend = loadedBackend(context.loaded)
  const key = backend ? `${context.id}:${host}:${backend.serial}` : `${context.id}:${host}`
  return (
    <StoryEngine key={key} host={host} calls={calls} api={backend?.api}>
      <Story />
    </StoryEngine>
  )
}

/** The Native app toolbar: play the doctor or resident app at a version through the fake native bridge. */
const FAKE_APPS: Record<string, FakeApp> = {
  'dzj-8.2.2': { app: 'dzj', version: '8.2.2' },
  'dzj-3.0.9': { app: 'dzj', version: '3.0.9' },
  'ysy-6.1.0': { app: 'ysy', version: '6.1.0' },
}

const withNativeApp: Decorator = (Story, context) => {
  const app = FAKE_APPS[String(context.globals.nativeApp ?? '')]
  if (app) installFakeApp(app)
  else {
    delete window.__eduFakeUserAgent
    delete window.DzjNativeBridge
  }
  return <Story />
}

const preview: Preview = {
  decorators: [withEngine, withNativeApp],
  // Starts MSW (msw-storybook-addon's mswLoader) and logs in, for stories on the embedded backend only.
  loaders: [backendLoader],
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
    user: {
      description: 'Who is logged in to the embedded backend (screen stories, and stories with parameters.backend)',
      toolbar: {
        title: 'User',
        icon: 'user',
        items: [
          { type: 'reset', title: 'As the story says' },
          { value: 'doctor', title: 'Demo doctor 陈立新' },
          { value: 'resident', title: 'Demo resident 林晓燕' },
          { value: 'visitor', title: 'Visitor (not logged in)' },
        ],
        dynamicTitle: true,
      },
    },
    nativeApp: {
      description: 'Play a native app at a version (the fake native bridge): user agent marker and bridge',
      toolbar: {
        title: 'Native app',
        icon: 'phone',
        items: [
          { value: 'none', title: 'No native app' },
          { value: 'dzj-8.2.2', title: 'Doctor app 8.2.2' },
          { value: 'dzj-3.0.9', title: 'Doctor app 3.0.9 (below 3.1.0)' },
          { value: 'ysy-6.1.0', title: 'Resident app 6.1.0' },
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
