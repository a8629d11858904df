// The photos field (compressed in the browser, preview, remove, choose again after a failure) and the
// search-select field (a searchable picker, 10 a page, 400 ms after typing pauses), as certification uses them.
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { shrinkPicture, fittedSize } from '../shared/picture'
import { createFormEngine, field, shown } from './testing'
import { settle } from '../../src/engine/testing'

vi.mock('../shared/picture', async (original) => ({
  ...(await original<typeof import('../shared/picture')>()),
  shrinkPicture: vi.fn(),
}))

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ'
const submit = { type: 'button', text: '提交', press: { action: 'submit', form: 'f' } }

function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>(`input[data-photos-for="root_${name}"]`)
  if (!input) throw new Error(`no file input for ${name}`)
  return settle(() => fireEvent.change(input, { target: { files: [new File(['x'], 'card.png', { type: 'image/png' })] } }))
}

afterEach(() => vi.mocked(shrinkPicture).mockReset())

describe('photos field', () => {
  it('shows the compressed photo, says when a picture cannot be read, and takes another', async () => {
    const engine = createFormEngine({ calls: { save: true } })
    renderNodes(
      [
        {
          type: 'form',
          id: 'f',
          schema: { type: 'object', required: ['front'], properties: { front: { type: 'string', title: '身份证人像面' } } },
          ui: { front: { 'ui:field': 'photos' } },
          messages: { 'front.required': '请上传身份证人像面照片' },
          submit: { action: 'call', call: 'save', args: '{{ form }}' },
        },
        submit,
      ],
      { engine },
    )
    // The add tile is named by the field's label; it reads 上传照片.
    await screen.findByText('上传照片', {}, { timeout: 10_000 })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '提交' })))
    await screen.findByText('请上传身份证人像面照片')

    vi.mocked(shrinkPicture).mockRejectedValueOnce(new Error('not a picture'))
    await choose('front')
    expect(screen.getByText('图片处理失败，请重新上传').getAttribute('role')).toBe('alert')
    vi.mocked(shrinkPicture).mockResolvedValueOnce(PHOTO)
    expect(screen.getByText('重新上传')).toBeTruthy()
    await choose('front')
    expect((await screen.findByRole('img', { name: '身份证人像面照片' }, { timeout: 10_000 })).getAttribute('src')).toBe(PHOTO)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '提交' })))
    await vi.waitFor(() => expect(engine.recorded.calls).toEqual([{ name: 'save', args: { front: PHOTO } }]), { timeout: 10_000 })

    await settle(() => fireEvent.click(screen.getByRole('button', { name: '删除照片 身份证人像面' })))
    expect(screen.queryByRole('img', { name: '身份证人像面照片' })).toBeNull()
  }, 30_000)

  it('draws a large picture at most 1280 px on its longest side, and a small one as it is', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1280, height: 960 })
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 })
  })
})

/** A form whose 执业医院 field searches hospitals through `list`, opened as a user taps it. */
async function openHospitalSearch(list: (args: { name: string; current: number; size: number }) => unknown): Promise<void> {
  const engine = createFormEngine({ calls: { 'hospitals.list': list } })
  renderNodes(
    [
      {
        type: 'form',
        id: 'f',
        schema: { type: 'object', properties: { hospitalId: { type: 'string', title: '执业医院' } } },
        ui: {
          hospitalId: {
            'ui:field': 'search-select',
            'ui:options': {
              options: {
                call: 'hospitals.list',
                params: { name: '{{ item.search }}', current: '{{ item.page }}', size: '{{ item.size }}' },
              },
              labelKey: 'hospitalName',
              valueKey: 'hospitalId',
            },
          },
        },
      },
    ],
    { engine },
  )
  await vi.waitFor(() => expect(field('hospitalId')).toBeTruthy(), { timeout: 10_000 })
  await settle(() => fireEvent.click(field('hospitalId')))
}

describe('search-select field', () => {
  it('searches 400 ms after typing pauses, 10 a page, and shows the chosen name', async () => {
    const hospitals = Array.from({ length: 12 }, (_, i) => ({
      hospitalId: `H${i + 1}`,
      hospitalName: i === 11 ? '杭州市第一人民医院' : `西湖区第${i + 1}社区卫生服务中心`,
    }))
    const list = vi.fn((a: { name: string; current: number; size: number }) => {
      const found = hospitals.filter((h) => h.hospitalName.includes(a.name ?? ''))
      return { current: a.current, size: a.size, total: found.length, records: found.slice((a.current - 1) * a.size, a.current * a.size) }
    })
    await openHospitalSearch(list)
    await screen.findByRole('button', { name: '西湖区第1社区卫生服务中心' }, { timeout: 10_000 })
    expect(list.mock.calls[0][0]).toEqual({ name: '', current: 1, size: 10 })

    const typedAt = Date.now()
    fireEvent.change(screen.getByRole('searchbox', { name: '执业医院' }), { target: { value: '人民' } })
    const searched = () => list.mock.calls.map((c) => c[0].name).includes('人民')
    expect(searched()).toBe(false)
    await vi.waitFor(() => expect(searched()).toBe(true), { timeout: 10_000 })
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(400)
    const hospital = await screen.findByRole('button', { name: '杭州市第一人民医院' }, { timeout: 10_000 })
    await settle(() => fireEvent.click(hospital))
    await vi.waitFor(() => expect(shown('hospitalId')).toBe('杭州市第一人民医院'), { timeout: 10_000 })
  }, 30_000)

  it('shows only the newest search when an older search answers after it', async () => {
    const hospitals = [
      { hospitalId: 'H1', hospitalName: '人和社区卫生服务站' },
      { hospitalId: 'H2', hospitalName: '杭州市第一人民医院' },
    ]
    let answerOld: () => void = () => undefined
    const list = vi.fn((a: { name: string; current: number; size: number }) => {
      const found = hospitals.filter((h) => h.hospitalName.includes(a.name))
      const page = { current: a.current, size: a.size, total: found.length, records: found }
      // The search for 人 answers late, after the search for 人民 typed next.
      return a.name === '人'
        ? new Promise((resolve) => {
            answerOld = () => resolve(page)
          })
        : page
    })
    await openHospitalSearch(list)
    await screen.findByRole('button', { name: '人和社区卫生服务站' }, { timeout: 10_000 })

    const search = screen.getByRole('searchbox', { name: '执业医院' })
    fireEvent.change(search, { target: { value: '人' } })
    await vi.waitFor(() => expect(list.mock.calls.some((c) => c[0].name === '人')).toBe(true), { timeout: 10_000 })
    fireEvent.change(search, { target: { value: '人民' } })
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: '人和社区卫生服务站' })).toBeNull(), { timeout: 10_000 })
    await settle(() => {
      answerOld()
    })
    const shownNames = () => screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(shownNames()).toEqual(['杭州市第一人民医院'])
  }, 30_000)
})
