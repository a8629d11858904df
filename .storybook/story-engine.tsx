// Every story runs inside a fresh engine: the fake services of src/engine/testing.tsx, reporting to the Actions
// panel, with the shell's real toasts and dialogs (antd-mobile), so a pressed button visibly does something.
import { useState, type ReactNode } from 'react'
import { action } from 'storybook/actions'
import { EngineProvider } from '../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../src/engine/testing'
import { createShellServices } from '../src/shell/services'
import { registerAppExtensions } from '../src/shell/register-app'

export type StoryHost = 'browser' | 'app'

export interface StoryEngineOptions {
  /** browser: the shared header shows; app: the host hides it (native app, WeChat, hideHeader stored). */
  host: StoryHost
  /** Answers for named calls, per story: parameters.calls. */
  calls?: FakeServiceOptions['calls']
}

/** A service that also logs to the Actions panel. */
function logged<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    action(name)(...args)
    return fn(...args)
  }
}

export function createStoryEngine({ host, calls }: StoryEngineOptions): TestEngine {
  const engine = createTestEngine({
    setup: registerAppExtensions,
    calls,
    client: { role: 'health', host: host === 'app' ? 'dzj' : 'web', headerHidden: host === 'app' },
  })
  const fake = { ...engine.services }
  const shell = createShellServices({
    navigate: fake.navigate,
    back: fake.back,
    call: fake.call,
    hasCall: fake.hasCall,
    track: fake.track,
    user: fake.user,
    client: fake.client,
  })
  Object.assign(engine.services, {
    // Navigation and reloads are only logged: the story frame stays where it is.
    navigate: logged('navigate', fake.navigate),
    back: logged('back', fake.back),
    reloadPage: logged('reloadPage', fake.reloadPage),
    call: logged('call', fake.call),
    track: logged('track', fake.track),
    report: logged('report', fake.report),
    toast: logged('toast', (options: Parameters<typeof fake.toast>[0]) => {
      fake.toast(options)
      shell.toast(options)
    }),
    clearToast: shell.clearToast,
    dialog: logged('dialog', shell.dialog),
    confirm: logged('confirm', shell.confirm),
  })
  return engine
}

/** One engine per mounted story (the decorator keys it by story id and host). */
export function StoryEngine({ children, ...options }: StoryEngineOptions & { children: ReactNode }) {
  const [engine] = useState(() => createStoryEngine(options))
  return <EngineProvider engine={engine}>{children}</EngineProvider>
}
