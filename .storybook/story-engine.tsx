// Every story runs inside a fresh engine: fake services (src/engine/testing.tsx) that also report to the
// Actions panel and show real antd-mobile toasts and dialogs, so a pressed button visibly does something.
import { Dialog, Toast } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { action } from 'storybook/actions'
import { EngineProvider } from '../src/engine'
import { createTestEngine, type FakeServiceOptions, type TestEngine } from '../src/engine/testing'
import { registerRenderers } from '../renderers'

export type StoryHost = 'browser' | 'app'

export interface StoryEngineOptions {
  /** browser: the shared header shows; app: the host hides it (native app, WeChat, hideHeader stored). */
  host: StoryHost
  /** Answers for named calls, per story: parameters.calls. */
  calls?: FakeServiceOptions['calls']
}

export function createStoryEngine({ host, calls }: StoryEngineOptions): TestEngine {
  const engine = createTestEngine({
    setup: registerRenderers,
    calls,
    client: { role: 'health', host: host === 'app' ? 'dzj' : 'web', headerHidden: host === 'app' },
  })
  const services = engine.services
  const { navigate, back, reloadPage, call, track, report, toast, dialog, confirm } = services
  services.navigate = (to, options) => {
    navigate(to, options)
    action('navigate')(to, options)
  }
  services.back = () => {
    back()
    action('back')()
  }
  services.reloadPage = () => {
    reloadPage()
    action('reloadPage')()
  }
  services.call = (name, args) => {
    action('call')(name, args)
    return call(name, args)
  }
  services.track = (event) => {
    track(event)
    action('track')(event)
  }
  services.report = (error, context) => {
    report(error, context)
    action('report')(error, context)
  }
  services.toast = (options) => {
    toast(options)
    Toast.show({ content: options.text, icon: options.icon, duration: options.duration ?? 2000 })
  }
  services.clearToast = () => Toast.clear()
  services.dialog = async (options) => {
    await dialog(options)
    await Dialog.alert({ title: options.title, content: options.content, confirmText: options.confirmText ?? '确定', closeOnMaskClick: options.dismissible !== false })
  }
  services.confirm = async (options) => {
    await confirm(options)
    return Dialog.confirm({
      title: options.title,
      content: options.content,
      confirmText: options.confirmText ?? '确定',
      cancelText: options.cancelText ?? '取消',
      closeOnMaskClick: options.dismissible !== false,
    })
  }
  return engine
}

/** One engine per mounted story (the decorator keys it by story id and host). */
export function StoryEngine({ children, ...options }: StoryEngineOptions & { children: ReactNode }) {
  const [engine] = useState(() => createStoryEngine(options))
  return <EngineProvider engine={engine}>{children}</EngineProvider>
}
