// isolated: it counts every render in its worker; a timer another file left running in a shared jsdom (a poll, a
// refresh) would add to the counts, as it once did in a full run on a loaded machine (list: 2).
// How much of a screen one change redraws, counted with React's Profiler and by wrapping every registered
// renderer: one checkbox on the add-residents list (a `set` into screen state), and one keystroke in the manual
// add-resident form. The figures are printed (the closing note of the field-level-updates change quotes them)
// and bounded, so a change that makes one `set` redraw the whole screen again fails here.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, type Engine, type RendererDefinition, type RendererProps, type Screen } from '../../src/engine'
import { createListEngine } from '../../renderers/list/testing'
import { areaStreets } from '../../renderers/form/fixtures'
import { typeInto } from '../../renderers/form/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import addResidents from '../../screens/tumor/add-residents.json'
import manualAdd from '../../screens/hypertension/manual-add-resident.json'
import formSchema from '../../schemas/api/add-resident-form.schema.json'
import { fakeIntersectionObserverPerTest } from './testing'
import { settle } from '../../src/engine/testing'

interface Counts {
  /** Renderer function calls, by node type. */
  renders: Map<string, number>
  /** React commits of the screen. */
  commits: number
}

function counting(engine: Engine, counts: Counts): void {
  for (const type of engine.renderers.names()) {
    const definition = engine.renderers.get(type) as RendererDefinition
    // Called as a function, not drawn as an element: the renderer's own hooks become Counted's, so a redraw the
    // renderer asks for itself (a list's selection hook) is counted as well as one its parent causes.
    const Inner = definition.component as (props: RendererProps) => ReactNode
    function Counted(props: RendererProps) {
      counts.renders.set(type, (counts.renders.get(type) ?? 0) + 1)
      return Inner(props)
    }
    engine.registerRenderer({ ...definition, component: Counted }, { override: true })
  }
}

function renderCounted(config: Screen, calls: Record<string, unknown>) {
  const counts: Counts = { renders: new Map(), commits: 0 }
  const engine = createListEngine({ calls }, (e) => {
    registerAppExtensions(e)
  })
  counting(engine, counts)
  render(
    <Profiler
      id="screen"
      onRender={() => {
        counts.commits++
      }}
    >
      <EngineProvider engine={engine}>
        <ScreenView config={config} />
      </EngineProvider>
    </Profiler>,
  )
  const reset = () => {
    counts.renders.clear()
    counts.commits = 0
  }
  const total = () => [...counts.renders.values()].reduce((a, b) => a + b, 0)
  return { counts, reset, total }
}

const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    residentAccountCode: `F${i + 1}`,
    residentName: `居民${i + 1}`,
    residentGender: (i % 2) + 1,
    residentAge: 60 + i,
    ageUnit: '岁',
  }))
const page = (q: { current: number; size: number }) => ({
  current: q.current,
  total: 15,
  records: people(15).slice((q.current - 1) * q.size, q.current * q.size),
})

/** Waits until a whole window passes with no renderer drawing, then leaves the counts at zero. */
async function untilQuiet(reset: () => void, total: () => number, windowMs = 250): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    reset()
    await act(() => new Promise((done) => setTimeout(done, windowMs)))
    if (total() === 0) return
  }
  throw new Error(`the screen was still redrawing after ${(40 * windowMs) / 1000} s with no one touching it`)
}

fakeIntersectionObserverPerTest()

describe('renders per change', () => {
  it('one checkbox on the add-residents list (15 rows)', async () => {
    const { counts, reset, total } = renderCounted(addResidents as unknown as Screen, {
      'residents.familyDoctorList': page,
      'residents.hypertensionList': page,
    })
    await screen.findByText('居民15')
    // The search box comes after the list has drawn (useSearchBar): its arrival is a render of its own.
    await waitFor(() => expect(document.querySelector('.adm-search-bar')).not.toBeNull())
    // So do the rows' checkboxes, outside the app (which fetches them with the screen's code).
    await screen.findAllByRole('checkbox')
    // antd-mobile's checkbox takes clicks through a listener its effect adds: the render that drew the boxes
    // finishes before the tap (as in tapCheckbox), and every late redraw of the first visit (a frame's measurement,
    // an idle-time fetch) is over before the counting starts, so only the tap's renders count. On a busy machine
    // one of those used to land inside the tap and count as its own (list: 2).
    await untilQuiet(reset, total)
    await settle(() => fireEvent.click(screen.getAllByRole('checkbox')[2]))
    expect(screen.getByRole('button', { name: /^完成/ }).textContent).toBe('完成(1)')
    console.log(
      `[render counts] add-residents, one checkbox: ${total()} renderer renders ${JSON.stringify(Object.fromEntries(counts.renders))}, ${counts.commits} commits`,
    )
    // Measured before field-level updates: 79 (the whole screen: page, tabs, list, every row's stacks, images
    // and texts, the button). Now the list (its selection) and the Done button that reads it.
    expect(Object.fromEntries(counts.renders)).toEqual({ list: 1, button: 1 })
  })

  it('one keystroke in the manual add-resident form', async () => {
    const { $id: _id, $schema: _schema, ...schema } = formSchema
    const config = { ...manualAdd, body: [{ ...manualAdd.body[0], schema }] } as unknown as Screen
    const { counts, reset, total } = renderCounted(config, { 'area.streets': areaStreets, 'hypertension.addResident': true })
    await screen.findByText('居民姓名', {}, { timeout: 10_000 })
    reset()
    await typeInto('userName', '张')
    console.log(
      `[render counts] manual add, one keystroke: ${total()} renderer renders ${JSON.stringify(Object.fromEntries(counts.renders))}, ${counts.commits} commits`,
    )
    // The form keeps its values in its own store: no renderer outside it redraws (before and after alike).
    expect(total()).toBe(0)
    expect(counts.commits).toBeGreaterThan(0)
  })
})
