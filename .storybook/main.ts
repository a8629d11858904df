import type { StorybookConfig } from '@storybook/react-vite'
import { screenIndexer, screenStoriesPlugin } from './screen-stories'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Renderer stories are written by hand; every screen config is a story by itself (screen-stories.ts).
  stories: ['../renderers/**/*.stories.tsx', '../screens/**/*.json'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // No story reads its component's props from the source (node stories' args are the node config, screen stories
  // declare theirs): react-docgen's pass over every module was a third of the build's plugin time.
  typescript: { reactDocgen: false },
  experimental_indexers: (existing) => [...(existing ?? []), screenIndexer],
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), screenStoriesPlugin()] }),
}

export default config
