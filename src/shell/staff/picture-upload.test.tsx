import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DraftPreview } from './DraftPreview'

const config = JSON.stringify({ id: 'x', routes: [{ path: '/activity/page/clinic-day' }], body: [] })
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' })

/** The screens service's answers to the upload, as fetch sees them. */
function serviceAnswers(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }))
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error('no file input')
  fireEvent.change(input, { target: { files: [file] } })
}

afterEach(() => vi.restoreAllMocks())

describe('上传图片 in the playground', () => {
  it('sends the picture with the staff token and shows its address to copy', async () => {
    const sent = serviceAnswers({ code: '000000', data: { id: 'a1', url: '/edu/screens-api/assets/a1' } })
    localStorage.setItem('edu.staff.token', 'demo-staff-zhouting')
    render(<DraftPreview text={config} />)
    choose(png())
    expect(await screen.findByText('/edu/screens-api/assets/a1')).toBeTruthy()
    expect(screen.getByText(/^已上传。图片地址/)).toBeTruthy()
    const [url, init] = sent.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/screens-api\/assets$/)
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer demo-staff-zhouting')
    expect(screen.getByRole('button', { name: '复制地址' })).toBeTruthy()
  })

  it('asks for the token first, and says what the service refused', async () => {
    serviceAnswers({ code: '403', msg: '没有发布权限：只有运营人员（staff 角色）可以上传图片' }, 403)
    render(<DraftPreview text={config} />)
    choose(png())
    expect(await screen.findByText('上传图片需要运营令牌：请先填写运营令牌')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/运营令牌/), { target: { value: 'someone' } })
    choose(png())
    expect(await screen.findByText('没有发布权限：只有运营人员（staff 角色）可以上传图片')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '复制地址' })).toBeNull()
  })
})
