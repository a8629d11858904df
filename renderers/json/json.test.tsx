import { fireEvent, screen } from '@testing-library/react'
import { assert, beforeAll, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition as jsonDefinition } from '../json'

// The renderer is its own chunk: loaded before the tests draw it, as a screen's preload does.
beforeAll(async () => {
  await Promise.all([jsonDefinition.preload?.()])
})

describe('json', () => {
  it('shows the value as indented JSON under its label, closed until pressed', () => {
    renderConfig([{ type: 'json', label: '配置', value: '{{ state.config }}' }], {
      scope: { state: { config: { id: 'integral/detail', title: '积分明细' } } },
    })
    const label = screen.getByText('配置')
    const details = label.closest('details')
    assert(details)
    expect(details.open).toBe(false)
    fireEvent.click(label)
    expect(details.open).toBe(true)
    expect(details.querySelector('pre')?.textContent).toBe('{\n  "id": "integral/detail",\n  "title": "积分明细"\n}')
  })

  it('leaves functions out and prints a value that holds itself', () => {
    const scope: Record<string, unknown> = { name: '林晓燕', reload: () => undefined }
    scope.self = scope
    renderConfig([{ type: 'json', label: '作用域', open: true, value: '{{ state.scope }}' }], { scope: { state: { scope } } })
    expect(document.querySelector('pre')?.textContent).toBe('{\n  "name": "林晓燕",\n  "self": "[seen]"\n}')
  })
})
