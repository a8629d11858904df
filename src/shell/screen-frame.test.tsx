// The frame a screen shows while its chunk, its data and the guard are on their way: drawn from the manifest's
// title and header at once, not after the screen chunk.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngineProvider, type LoadedScreen, type ScreenEntry } from '../engine'
import { registerRenderers } from '../../renderers'
import { createTestEngine } from '../engine/testing'
import { ScreenFrame } from './ScreenFrame'

const never = new Promise<{ default: LoadedScreen }>(() => undefined)

function draw(entry: ScreenEntry) {
  const engine = createTestEngine({ setup: registerRenderers })
  return render(
    <EngineProvider engine={engine}>
      <ScreenFrame entry={entry} />
    </EngineProvider>,
  )
}

describe('a screen’s frame', () => {
  it('shows the title and header from the manifest while the screen chunk is still coming', () => {
    draw({
      id: 'points/detail',
      routes: [{ path: '/integral/detail', auth: 'login' }],
      frame: { title: '积分明细', header: { back: false } },
      load: () => never,
    })
    expect(screen.getByRole('heading', { name: '积分明细' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
  })

  it('shows the loader for an entry without a frame until its chunk says what the frame is', async () => {
    const loaded: LoadedScreen = {
      file: 'screens/points/detail.json',
      problems: [],
      config: { $schema: '', id: 'points/detail', routes: [{ path: '/integral/detail', auth: 'login' }], title: '积分明细', body: [] },
    }
    draw({ id: 'points/detail', routes: [{ path: '/integral/detail', auth: 'login' }], load: async () => ({ default: loaded }) })
    expect(screen.getByRole('status')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: '积分明细' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
  })
})
