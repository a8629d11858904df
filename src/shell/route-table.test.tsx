import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ScreenEntry } from '../engine'
import { EngineProvider } from '../engine'
import { createTestEngine } from '../engine/testing'
import { registerTestRenderers } from '../engine/test-renderers'
import { screenEntry } from '../engine/testing-engine'
import { redirects, routeTable } from './route-table'
import { ShellContext, type Shell } from './shell-context'
import { routerAt } from './router/testing'

// Every route here is public (auth none): the guard never calls the API.
const shell = {
  api: {},
  notify: () => undefined,
  startup: Promise.resolve(),
  guards: { begin: () => undefined, take: () => undefined },
} as unknown as Shell

function entry(id: string, path: string, text: string): ScreenEntry {
  return screenEntry({
    $schema: '',
    id,
    routes: [{ path, auth: 'none' }],
    body: [{ type: 'text', text: `${text} {{ route.id ?? '' }}{{ query.q ?? '' }}` }],
  })
}

const screens = [
  entry('home/no-data', '/home/noData', 'placeholder'),
  entry('health/home', '/health/client/home', 'health home'),
  entry('doctor/home', '/doctor/client/home', 'doctor home'),
  entry('malnutrition', '/doctor/special-service/malnutrition-manage', 'malnutrition'),
  entry('case', '/case/view/:id', 'case'),
]

function open(path: string) {
  const router = routerAt(path, routeTable(screens))
  const engine = createTestEngine({ setup: registerTestRenderers })
  const view = render(
    <ShellContext.Provider value={shell}>
      <EngineProvider engine={engine}>{router.element}</EngineProvider>
    </ShellContext.Provider>,
  )
  return { router, view }
}

describe('route table', () => {
  it('matches paths exactly, with params and query', async () => {
    open('/case/view/42?q=x')
    expect(await screen.findByText('case 42x')).toBeTruthy()
  })

  it.each(redirects.map((r) => [r.from, r.to]))('redirects %s to %s', async (from, to) => {
    const { router } = open(from)
    await screen.findByText(/home|malnutrition/)
    expect(router.location().pathname).toBe(to)
  })

  it('removes one slash from an unknown path starting with //', async () => {
    const { router } = open('//home/noData?pageName=a')
    expect(await screen.findByText('placeholder', {}, { timeout: 3000 })).toBeTruthy()
    expect(router.location().pathname).toBe('/home/noData')
    expect(router.location().search).toBe('?pageName=a')
  })

  it('shows a blank page for any other unknown path', async () => {
    const { view, router } = open('/no/such/page')
    await new Promise((r) => setTimeout(r, 20))
    expect(view.container.textContent).toBe('')
    expect(router.location().pathname).toBe('/no/such/page')
  })

  it('does not match a longer or shorter path', async () => {
    const { view } = open('/home/noData/extra')
    await new Promise((r) => setTimeout(r, 20))
    expect(view.container.textContent).toBe('')
  })
})
