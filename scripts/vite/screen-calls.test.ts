// Which calls' wire the entry carries and which a screen's chunk brings, on the app: the calls the shell and the
// session make at start are in the entry, a screen's own calls come with its chunk, and the two together are
// every call a screen names.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { callWire } from '../../src/generated/call-wire.ts'
import { root } from '../lib/schema-files.ts'
import { ScreenCalls } from './screen-calls.ts'

describe('the calls the entry carries and those a screen brings', () => {
  const calls = new ScreenCalls(root)

  it('the entry: what the app’s own code names (start-up, the guard, usage events), not the whole table', () => {
    const entry = Object.keys(calls.entryCalls())
    expect(entry).toEqual(expect.arrayContaining(['account.current', 'certification.state', 'events.trace', 'monitor.errorReport']))
    expect(entry.length).toBeLessThan(Object.keys(callWire).length / 4)
    expect(calls.entryCalls()['account.current']).toEqual(callWire['account.current'])
  })

  it('a screen: the calls its config names that the entry does not carry, with their wire', () => {
    const config: unknown = JSON.parse(readFileSync(join(root, 'screens/points/withdraw.json'), 'utf8'))
    const brought = calls.screenCalls(config)
    const named = Object.keys(callWire).filter((name) => JSON.stringify(config).includes(`"${name}"`))
    expect(named.length).toBeGreaterThan(0)
    for (const name of named) expect(brought[name] ?? calls.entryCalls()[name], name).toEqual(callWire[name as keyof typeof callWire])
    for (const name of Object.keys(brought)) expect(calls.entryCalls()).not.toHaveProperty(name)
  })
})
