// The manual add-resident form's region, street and committee (spec §5): what to choose first, children cleared
// when a parent changes, and a remembered street and committee restored once their options load.
import { describe, expect, it, vi } from 'vitest'
import { rememberKey } from '../../renderers/form/remember'
import { field, pick, shown, tap } from '../../renderers/form/testing'
import { renderResidentForm } from './manual-add-testing'

const remember = (values: Record<string, unknown>) => localStorage.setItem(rememberKey('hypertensionResident'), JSON.stringify(values))
const toasts = (recorded: { toasts: { text: string }[] }) => recorded.toasts.map((t) => t.text)
const pickerOpen = () => document.querySelector('.adm-picker') !== null

describe('region cascade', () => {
  it('asks for the area before a street, and for a street before a committee', async () => {
    const { recorded } = await renderResidentForm()
    await tap('street')
    expect(toasts(recorded)).toEqual(['请先选择所在地'])
    expect(pickerOpen()).toBe(false)

    await pick('area')
    await tap('committee')
    expect(toasts(recorded)).toEqual(['请先选择所在地', '请先选择所在街道/镇'])
    await vi.waitFor(() =>
      expect(recorded.calls.filter((c) => c.name === 'area.streets').map((c) => c.args)).toEqual([{ parentCode: '110101' }]),
    )
  })

  it('loads streets by the district and committees by the street', async () => {
    const { recorded } = await renderResidentForm()
    await pick('area')
    await pick('street', '景山街道')
    await vi.waitFor(() => expect(shown('street')).toBe('景山街道'))
    await pick('committee')
    await vi.waitFor(() => expect(shown('committee')).toBe('黄化门社区'))
    expect(recorded.calls.filter((c) => c.name === 'area.streets').map((c) => c.args)).toEqual([
      { parentCode: '110101' },
      { parentCode: '110101002' },
    ])
  })

  it('clears the street and committee when the area changes, and the committee when the street changes', async () => {
    remember({ area: ['110000', '110100', '110101'], street: '110101001', committee: '110101001001' })
    await renderResidentForm()
    await vi.waitFor(() => expect(shown('committee')).toBe('多福巷社区'))

    await pick('street', '景山街道')
    await vi.waitFor(() => expect(shown('street')).toBe('景山街道'))
    await vi.waitFor(() => expect(shown('committee')).toBe('请选择'))

    await pick('committee')
    await vi.waitFor(() => expect(shown('committee')).toBe('黄化门社区'))
    await pick('area', '西城区')
    await vi.waitFor(() => expect(shown('area')).toBe('北京市 北京市 西城区'))
    await vi.waitFor(() => expect([shown('street'), shown('committee')]).toEqual(['请选择', '请选择']))
    await pick('street')
    await vi.waitFor(() => expect(shown('street')).toBe('西长安街街道'))
  })

  it('restores a remembered street and committee once their options load, and drops ones the options lack', async () => {
    remember({ area: ['110000', '110100', '110101'], street: '110101009', committee: '110101009001', detailAddress: '旧地址' })
    await renderResidentForm()
    await vi.waitFor(() => expect(shown('area')).toBe('北京市 北京市 东城区'))
    await vi.waitFor(() => expect([shown('street'), shown('committee')]).toEqual(['请选择', '请选择']))
    expect((field('detailAddress') as HTMLTextAreaElement).value).toBe('旧地址')
  })
})
