import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createRendererEngine, renderConfig } from '../shared/testing'

const video = () => new File([new Uint8Array(3 * 1024 * 1024)], '血压测量.mp4', { type: 'video/mp4' })

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('.edu-uploader__input')
  if (!input) throw new Error('no file input')
  fireEvent.change(input, { target: { files: [file] } })
}

const chooser = {
  type: 'uploader',
  state: 'file',
  label: '选择视频',
  hint: '支持 MP4，不超过 5MB',
  accept: 'video/*',
  maxSize: 5,
  progress: '{{ state.sent }}',
}

describe('uploader', () => {
  it('keeps the chosen file in state and shows its name and size', async () => {
    renderConfig([chooser])
    expect(await screen.findByRole('button', { name: '选择视频' })).toBeTruthy()
    expect(screen.getByText('支持 MP4，不超过 5MB')).toBeTruthy()
    choose(video())
    expect(await screen.findByText('3.0 MB')).toBeTruthy()
    expect(screen.getByText('血压测量.mp4')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新选择' })).toBeTruthy()
  })

  it('refuses a file over the size allowed and keeps nothing', async () => {
    const { recorded } = renderConfig([{ ...chooser, maxSize: 1 }])
    await screen.findByRole('button', { name: '选择视频' })
    choose(video())
    await waitFor(() => expect(recorded.toasts).toEqual([{ text: '文件不能超过1MB' }]))
    expect(screen.queryByText('3.0 MB')).toBeNull()
  })

  it('sends the file with the upload action and shows the percent sent', async () => {
    const engine = createRendererEngine({ calls: { 'content.videoUpload': { contentCode: 'UV0001' } } })
    const { recorded } = renderConfig(
      [
        chooser,
        {
          type: 'button',
          text: '上传',
          press: [
            {
              action: 'upload',
              id: 'video',
              call: 'content.videoUpload',
              file: '{{ state.file }}',
              args: { title: '量血压' },
              progress: 'sent',
              then: [{ action: 'toast', text: '{{ result.contentCode }}' }],
            },
          ],
        },
      ],
      { engine },
    )
    await screen.findByRole('button', { name: '选择视频' })
    choose(video())
    fireEvent.click(await screen.findByRole('button', { name: '上传' }))
    await waitFor(() => expect(recorded.toasts).toEqual([{ text: 'UV0001' }]))
    expect(recorded.calls).toEqual([{ name: 'content.videoUpload', args: { title: '量血压', file: expect.any(File) } }])
    expect(screen.getByRole('progressbar', { name: '已上传 100%' })).toBeTruthy()
  })
})

describe('uploader with multiple', () => {
  const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' })
  const many = { type: 'uploader', state: 'files', label: '添加图片或文件', multiple: true, maxCount: 2 }

  function chooseMany(files: File[]) {
    const input = document.querySelector<HTMLInputElement>('.edu-uploader__input')
    if (!input) throw new Error('no file input')
    fireEvent.change(input, { target: { files } })
  }

  it('adds each choice to the list, removes one, and refuses more than maxCount', async () => {
    const { recorded } = renderConfig([many])
    await screen.findByRole('button', { name: '添加图片或文件' })
    chooseMany([png('镜下所见1.png')])
    chooseMany([png('镜下所见2.png')])
    expect(await screen.findByText('镜下所见2.png')).toBeTruthy()
    expect(screen.getByText('镜下所见1.png')).toBeTruthy()
    chooseMany([png('镜下所见3.png')])
    await waitFor(() => expect(recorded.toasts).toEqual([{ text: '最多选择2个文件' }]))
    fireEvent.click(screen.getByRole('button', { name: '移除镜下所见1.png' }))
    await waitFor(() => expect(screen.queryByText('镜下所见1.png')).toBeNull())
    expect(screen.getByText('镜下所见2.png')).toBeTruthy()
  })

  it('sends every chosen file in one upload, as one field repeated', async () => {
    const engine = createRendererEngine({ calls: { 'content.videoUpload': { contentCode: 'UV0002' } } })
    const { recorded } = renderConfig(
      [
        many,
        {
          type: 'button',
          text: '上传',
          press: [
            {
              action: 'upload',
              id: 'files',
              call: 'content.videoUpload',
              file: '{{ state.files }}',
              fileField: 'files',
              args: { title: '镜检' },
            },
          ],
        },
      ],
      { engine },
    )
    await screen.findByRole('button', { name: '添加图片或文件' })
    chooseMany([png('a.png'), png('b.png')])
    await screen.findByText('b.png')
    fireEvent.click(screen.getByRole('button', { name: '上传' }))
    await waitFor(() =>
      expect(recorded.calls).toEqual([
        { name: 'content.videoUpload', args: { title: '镜检', files: [expect.any(File) as unknown, expect.any(File) as unknown] } },
      ]),
    )
  })
})
