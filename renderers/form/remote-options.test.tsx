// A picker whose options come from one of the screen's data sources, named in ui:options.source.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { createFormEngine, pick, shown, tap } from './testing'

const toasts = (recorded: { toasts: { text: string }[] }) => recorded.toasts.map((t) => t.text)

describe('options from a screen data source', () => {
  it('takes a picker’s options from the source named in ui:options.source, whose params read the form as forms.<id>', async () => {
    const engine = createFormEngine({
      calls: {
        'doctors.byHospital': (a: { hospital: string }) =>
          a.hospital === 'H2' ? [{ name: '王立平', code: 'D7' }] : [{ name: '李晓', code: 'D1' }],
      },
    })
    renderNodes(
      [
        {
          type: 'form',
          id: 'visit',
          schema: {
            type: 'object',
            properties: {
              hospital: {
                type: 'string',
                title: '医院',
                oneOf: [
                  { const: 'H1', title: '第一医院' },
                  { const: 'H2', title: '第二医院' },
                ],
              },
              doctor: { type: 'string', title: '医生' },
            },
          },
          ui: {
            hospital: { 'ui:widget': 'select' },
            doctor: { 'ui:field': 'remote-select', 'ui:options': { parent: 'hospital', source: 'doctors', parentMissing: '请先选择医院' } },
          },
        },
      ],
      {
        engine,
        data: {
          doctors: { call: 'doctors.byHospital', params: { hospital: '{{ forms.visit.hospital }}' }, when: '{{ !!forms.visit.hospital }}' },
        },
      },
    )
    await screen.findByText('医生', {}, { timeout: 10_000 })
    await tap('doctor')
    expect(toasts(engine.recorded)).toEqual(['请先选择医院'])
    expect(engine.recorded.calls).toEqual([])

    await pick('hospital', '第二医院')
    await pick('doctor', '王立平')
    await vi.waitFor(() => expect(shown('doctor')).toBe('王立平'))
    expect(engine.recorded.calls).toEqual([{ name: 'doctors.byHospital', args: { hospital: 'H2' } }])
  })
})
