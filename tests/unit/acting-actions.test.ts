// The actions that act in the user's name are named by their schemas (`"actsForUser": true`, listed by `npm run gen`
// in src/generated/acting-actions.ts), not by the engine: a screen from outside the build runs the app's chat and
// assistant actions, like submit and pay, only from a user's tap.
import { describe, expect, it } from 'vitest'
import { ACTING_ACTIONS } from '../../src/generated/acting-actions'
import { say } from '../../src/engine/check/words'
import { capabilityProblems, RUN_TIME_SOURCES, type Capabilities } from '../../src/engine/remote/capabilities'

const caps: Capabilities = { sources: RUN_TIME_SOURCES, effect: () => 'read', image: () => true, link: () => true }
const problems = (config: unknown) => capabilityProblems(config, caps).map((p) => `${p.path}: ${say('en', p.said)}`)

describe('actions that act for the user', () => {
  it('are the ones whose schema says so', () => {
    expect([...ACTING_ACTIONS]).toEqual(
      expect.arrayContaining(['submit', 'upload', 'pay', 'logout', 'run-as', 'chat-send', 'chat-retry', 'assistant-ask', 'assistant-rate']),
    )
    expect(ACTING_ACTIONS.has('navigate')).toBe(false)
    expect(ACTING_ACTIONS.has('chat-load-older')).toBe(false)
  })

  it('refuses sending in a chat or asking the assistant when the screen opens, and allows it from a tap', () => {
    expect(
      problems({
        enter: [
          { action: 'chat-send', chat: 'C1', text: '你好' },
          { action: 'assistant-ask', session: 'assistant-1', question: '血压高怎么办' },
        ],
        body: [{ type: 'button', text: '发送', press: { action: 'chat-send', chat: 'C1', text: '你好' } }],
      }),
    ).toEqual([
      expect.stringMatching(/^\/enter\/0: .*\(capability: writing calls\): the "chat-send" action acts for the user/),
      expect.stringMatching(/^\/enter\/1: .*\(capability: writing calls\): the "assistant-ask" action acts for the user/),
    ])
  })
})
