// The pictures widget (ui:widget images) of the case forms: several chosen at once up to maxItems, shrunk on the
// phone, opened full screen when tapped, removed, and sent with the form.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderNodes, settle } from '../../src/engine/testing'
import { shrinkPicture } from '../shared/picture'
import { createFormEngine } from './testing'

vi.mock('../shared/picture', async (original) => ({
  ...(await original<typeof import('../shared/picture')>()),
  shrinkPicture: vi.fn(),
}))

const picture = (n: number) => `data:image/jpeg;base64,/9j/${String(n)}`
const files = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `exam-${String(i)}.png`, { type: 'image/png' }))

function choose(chosen: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[data-photos-for="root_images"]')
  if (!input) throw new Error('no file input')
  return settle(() => fireEvent.change(input, { target: { files: chosen } }))
}

describe('pictures widget', () => {
  it('takes several pictures up to maxItems, says what it left out, opens one full screen, and sends the rest', async () => {
    const engine = createFormEngine({ calls: { save: true } })
    renderNodes(
      [
        {
          type: 'form',
          id: 'f',
          schema: {
            type: 'object',
            properties: { images: { type: 'array', title: '检查图片', maxItems: 2, items: { type: 'string' } } },
          },
          ui: { images: { 'ui:widget': 'images' } },
          submit: { action: 'call', call: 'save', args: '{{ form }}' },
        },
        { type: 'button', text: '提交', press: { action: 'submit', form: 'f' } },
      ],
      { engine },
    )
    await screen.findByRole('button', { name: '添加图片' }, { timeout: 10_000 })

    vi.mocked(shrinkPicture).mockResolvedValueOnce(picture(1)).mockRejectedValueOnce(new Error('not a picture'))
    await choose(files(3))
    await screen.findByRole('img', { name: '检查图片第1张' })
    expect(engine.recorded.toasts.map((t) => t.text)).toEqual(['最多上传2张图片', '图片读取失败，请重新选择'])
    expect(screen.queryByRole('img', { name: '检查图片第2张' })).toBeNull()

    vi.mocked(shrinkPicture).mockResolvedValueOnce(picture(2))
    await choose(files(1))
    await screen.findByRole('img', { name: '检查图片第2张' })
    // Full: no add tile.
    expect(screen.queryByRole('button', { name: '添加图片' })).toBeNull()

    await settle(() => fireEvent.click(screen.getByRole('button', { name: '检查图片第2张' })))
    await vi.waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).not.toBeNull())

    await settle(() => fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' })))
    expect(screen.getByRole('img', { name: '检查图片第1张' }).getAttribute('src')).toBe(picture(2))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: '提交' })))
    await vi.waitFor(() => expect(engine.recorded.calls).toEqual([{ name: 'save', args: { images: [picture(2)] } }]))
  }, 30_000)
})
