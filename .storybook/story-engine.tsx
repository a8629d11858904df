// Every story runs inside a fresh engine with every renderer, reporting to the Actions panel, with the shell's real
// toasts and dialogs (antd-mobile), so a pressed button visibly does something. Its calls go to the fake services
// of src/engine/testing.tsx, or, for stories on the embedded backend (backend.ts), through the real API client.
import { useState, type ReactNode } from 'react'
import { action } from 'storybook/actions'
import type { ApiClient } from '../src/api'
import { createEngine, EngineProvider, registerBuiltins, type Engine, type EngineServices } from '../src/engine'
import { createTestEngine, type FakeServiceOptions } from '../src/engine/testing'
import { clientScope } from '../src/platform'
import { userScope } from '../src/session'
import { registerAppExtensions } from '../src/shell/register-app'
import { createShellServices } from '../src/shell/services'
import wordingFile from '../screens/wording.json'

export type StoryHost = 'browser' | 'app'

export interface StoryEngineOptions {
  /** browser: the shared header shows; app: the host hides it (native app, WeChat, hideHeader stored). */
  host: StoryHost
  /** Answers for named calls, per story (parameters.calls), when on fake services. */
  calls?: FakeServiceOptions['calls']
  /** The real API client, for stories on the embedded backend. */
  api?: ApiClient
}

/** A service that also logs to the Actions panel. */
function logged<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    action(name)(...args)
    return fn(...args)
  }
}

/** What both kinds of engine share: navigation and reloads only logged (the story frame stays where it is). */
function storyServices(base: EngineServices, shell: EngineServices): Partial<EngineServices> {
  return {
    navigate: logged('navigate', base.navigate),
    back: logged('back', base.back),
    reloadPage: logged('reloadPage', base.reloadPage),
    call: logged('call', base.call),
    track: logged('track', base.track),
    report: logged('report', base.report),
    // The fake services record the toast; the shell's shows it.
    toast: logged('toast', async (options: Parameters<EngineServices['toast']>[0]) => {
      if (base.toast !== shell.toast) await base.toast(options)
      await shell.toast(options)
    }),
    clearToast: shell.clearToast,
    dialog: logged('dialog', shell.dialog),
    confirm: logged('confirm', shell.confirm),
    actionSheet: logged('actionSheet', shell.actionSheet),
  }
}

function createFakeStoryEngine({ host, calls }: StoryEngineOptions): Engine {
  const engine = createTestEngine({
    setup: registerAppExtensions,
    calls,
    client: { role: 'health', host: host === 'app' ? 'dzj' : 'web', headerHidden: host === 'app' },
  })
  const fake = { ...engine.services }
  const shell = createShellServices(fake)
  Object.assign(engine.services, storyServices(fake, shell))
  return engine
}

function createBackendStoryEngine(api: ApiClient, host: StoryHost): Engine {
  const stay = () => undefined
  const shell = createShellServices({
    call: (name, args) => api.call(name, args),
    isCall: api.isCall,
    navigate: stay,
    back: stay,
    track: stay, // usage events are logged, not sent
    user: userScope,
    // The platform's own answers (client role as the story's loader stored it), with the Host toolbar's host.
    client: () => ({ ...clientScope(), host: host === 'app' ? 'dzj' : 'web', native: host === 'app', headerHidden: host === 'app' }),
  })
  const engine = createEngine({
    services: { ...shell, ...storyServices({ ...shell, navigate: stay, reloadPage: stay }, shell) },
    dev: true,
    messages: wordingFile.messages,
  })
  registerBuiltins(engine)
  registerAppExtensions(engine)
  return engine
}

/** One engine per mounted story (the decorator keys it by story, host and backend session). */
export function StoryEngine({ children, ...options }: StoryEngineOptions & { children: ReactNode }) {
  const [engine] = useState(() => (options.api ? createBackendStoryEngine(options.api, options.host) : createFakeStoryEngine(options)))
  return <EngineProvider engine={engine}>{children}</EngineProvider>
}
