import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete'
import { json } from '@codemirror/lang-json'
import { ensureSyntaxTree } from '@codemirror/language'
import { EditorState, type TransactionSpec } from '@codemirror/state'
import type { EditorView } from '@codemirror/view'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { registerRenderers } from '../../../renderers'
import { createTestEngine } from '../../engine/testing-engine'
import type { PlacedProblem } from './check-text'
import { screenCompletion } from './completion'
import { problemMarks } from './problem-marks'
import { ProblemList } from './ProblemList'
import { vocabularyOf } from './vocabulary'

const text = '{\n  "id": "p",\n  "body": [\n    { "type": "txet" }\n  ]\n}'
const problem: PlacedProblem = {
  path: '/body/0/type',
  message: '未知的节点类型“txet”',
  offset: text.indexOf('"txet"'),
  line: 4,
  column: 15,
}

const words = vocabularyOf(createTestEngine({ setup: (engine) => registerRenderers(engine) }))

/** The editor's state with the caret at `|` in `doc`, parsed as the editor parses it. */
function stateAt(doc: string): { state: EditorState; pos: number } {
  const pos = doc.indexOf('|')
  const state = EditorState.create({ doc: doc.replace('|', ''), extensions: [json()] })
  ensureSyntaxTree(state, state.doc.length, 5000)
  return { state, pos }
}

/** What completion offers at `|`, and what choosing `label` leaves (as the editor applies it). */
function complete(doc: string, explicit = false): { labels: string[]; pick: (label: string) => string } {
  const { state, pos } = stateAt(doc)
  const result = screenCompletion(words)(new CompletionContext(state, pos, explicit)) as CompletionResult | null
  const options = result?.options ?? []
  return {
    labels: options.map((o) => o.label),
    pick: (label) => {
      const chosen = options.find((o) => o.label === label)
      if (!result || !chosen) throw new Error(`${label} not offered`)
      const { apply } = chosen
      if (typeof apply !== 'function') {
        const insert = apply ?? chosen.label
        return state.update({ changes: { from: result.from, to: result.to ?? pos, insert } }).state.doc.toString()
      }
      // The editor as far as applying a completion goes: its state, and a dispatch that moves it on.
      const view = { state, dispatch: (spec: TransactionSpec) => (view.state = view.state.update(spec).state) }
      apply(view as unknown as EditorView, chosen, result.from, result.to ?? pos)
      return view.state.doc.toString()
    },
  }
}

describe('completion in the playground editor', () => {
  it('offers the node types as a node’s type, and writes the chosen one', () => {
    const { labels, pick } = complete('{ "body": [{ "type": "bu|" }] }')
    expect(labels).toEqual(expect.arrayContaining(['button', 'text', 'form', 'questionnaire']))
    expect(pick('button')).toBe('{ "body": [{ "type": "button" }] }')
  })

  it('offers a node’s own properties by its type, leaving out those written, with the colon', () => {
    const { labels, pick } = complete('{ "body": [{ "type": "button", "text": "报名", "p|" }] }')
    expect(labels).toEqual(expect.arrayContaining(['press', 'color', 'block']))
    expect(labels).not.toContain('text')
    expect(labels).not.toContain('type')
    expect(pick('press')).toBe('{ "body": [{ "type": "button", "text": "报名", "press":  }] }')
  })

  it('offers a new node’s first words while its name is still being typed', () => {
    expect(complete('{\n  "id": "a/b",\n  "body": [\n    { "ty|"}\n  ]\n}').labels).toContain('type')
    const { labels, pick } = complete('{ "body": [{ "type": "text", "text": "x" }, { "ty|" }] }')
    expect(labels).toEqual(expect.arrayContaining(['type', 'action']))
    expect(pick('type')).toBe('{ "body": [{ "type": "text", "text": "x" }, { "type":  }] }')
  })

  it('offers the screen’s properties at the top, an action’s by its name and a call’s name', () => {
    expect(complete('{ "|" }').labels).toEqual(expect.arrayContaining(['id', 'routes', 'title', 'body', 'data']))
    expect(complete('{ "press": { "action": "toast", "|" } }').labels).toEqual(expect.arrayContaining(['text', 'icon']))
    expect(complete('{ "press": { "action": "|" } }').labels).toEqual(expect.arrayContaining(['toast', 'navigate', 'call']))
    expect(complete('{ "data": { "x": { "call": "screens.|" } } }').labels).toContain('screens.submitEntry')
    expect(complete('{ "routes": [{ "auth": "|" }] }').labels).toEqual(['none', 'login', 'doctor'])
  })

  it('offers wording keys inside t(…) and JSON types inside a form’s schema', () => {
    const { labels } = complete(`{ "body": [{ "type": "text", "text": "{{ t('|') }}" }] }`)
    expect(labels.length).toBeGreaterThan(0)
    expect(complete('{ "type": "form", "schema": { "type": "|" } }').labels).toContain('integer')
    expect(complete('{ "type": "form", "schema": { "type": "|" } }').labels).not.toContain('button')
  })

  it('offers property names between properties only when asked', () => {
    expect(complete('{ "type": "button", | }').labels).toEqual([])
    expect(complete('{ "type": "button", | }', true).pick('press')).toBe('{ "type": "button", "press":  }')
  })
})

describe('problem marks in the playground editor', () => {
  it('underlines the value a problem names, on its line, with the Chinese message', () => {
    const { state } = stateAt(text)
    const [mark] = problemMarks(state, [problem])
    expect(mark && state.sliceDoc(mark.from, mark.to)).toBe('"txet"')
    expect(mark).toMatchObject({ severity: 'error', message: '未知的节点类型“txet”' })
  })

  it('keeps a mark on one line and never empty, also at the end of the text', () => {
    const { state } = stateAt(text)
    const [object, end] = problemMarks(state, [
      { ...problem, offset: text.indexOf('{ "type"') },
      { ...problem, offset: text.length },
    ])
    expect(object && state.sliceDoc(object.from, object.to)).toBe('{ "type": "txet" }')
    expect(end && end.to >= end.from).toBe(true)
  })
})

describe('the problem list', () => {
  it('lists the problems by line, announces them, and says which was pressed', () => {
    const onPick = vi.fn()
    render(<ProblemList id="p" problems={[problem]} settled onPick={onPick} />)
    expect(screen.getByRole('alert').textContent).toBe('1 个问题，第一个在第 4 行：未知的节点类型“txet”')
    const item = screen.getByRole('button', { name: /第 4 行，第 15 列/ })
    expect(screen.getByRole('list', { name: '配置问题' }).contains(item)).toBe(true)
    fireEvent.click(item)
    expect(onPick).toHaveBeenCalledWith(problem)
  })

  it('says so when there is no problem', () => {
    render(<ProblemList id="p" problems={[]} settled onPick={vi.fn()} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('没有问题，手机框里显示的就是这份配置。')
  })
})
