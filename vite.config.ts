import react from '@vitejs/plugin-react'
import { defineConfig, type ConfigEnv, type UserConfig } from 'vite'
import { globalThisPlugin } from './scripts/vite/global-this-plugin.ts'
import { screensPlugin } from './scripts/vite/screens-plugin.ts'

// The app lives under /edu/. Without VITE_API_BASE the app (dev, preview, Storybook, tests) talks to the
// embedded backend in src/mock-api; with it, to that address.
export default (_env: ConfigEnv): UserConfig =>
  defineConfig({
    base: '/edu/',
    plugins: [globalThisPlugin(), react(), screensPlugin({ extraDirs: process.env.EDU_EXTRA_SCREENS?.split(',').filter(Boolean) })],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2020',
      sourcemap: false,
      reportCompressedSize: false,
    },
  })
