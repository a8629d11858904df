import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import callSchema from '../../schemas/data-sources/call.schema.json'
import { APP_EVENTS, registerAppEvents } from './app-events'
import { contentLinks } from './content-links'

describe("the app's link table", () => {
  it('opens content where its shared address would (SPEC §2 content link patterns)', async () => {
    expect(await contentLinks({ type: 'live', id: 'L001' })).toBe('/pedia/live/detail/L001')
    expect(await contentLinks({ type: 'case', id: 'C 1' })).toBe('/medical/case/view/C%201')
  })

  it('refuses a content type it does not know, naming it', async () => {
    await expect(contentLinks({ type: 'podcast', id: '1' })).rejects.toThrow('navigate: unknown content type "podcast"')
  })
})

describe("the app's events", () => {
  it('are registered with the engine by name, the ones the screen language lets refreshOn name', () => {
    const engine = createEngine({ services: {} as never, dev: false })
    registerAppEvents(engine)
    expect(engine.appEvents.names()).toEqual(Object.keys(APP_EVENTS).sort())
    expect(engine.appEvents.has('chat.message')).toBe(true)
    expect(Object.keys(APP_EVENTS).sort()).toEqual([...callSchema.properties.refreshOn.enum].sort())
  })
})
