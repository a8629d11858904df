import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderConfig } from '../shared/testing'
import { clock, readPosition } from './position'

afterEach(() => localStorage.clear())

const player = async () => screen.findByLabelText<HTMLVideoElement>('量血压')

describe('video', () => {
  it('plays its source with the poster and shows the duration until played', async () => {
    renderConfig([{ type: 'video', src: '/clip.webm', poster: '/poster.svg', title: '量血压', duration: 185 }])
    const video = await player()
    expect(video.getAttribute('src')).toBe('/clip.webm')
    expect(video.getAttribute('poster')).toBe('/poster.svg')
    expect(video.controls).toBe(true)
    expect(screen.getByText('3:05')).toBeTruthy()
  })

  it('keeps the position while playing and resumes from it on the next visit', async () => {
    const first = renderConfig([{ type: 'video', src: '/clip.webm', title: '量血压', positionKey: 'V1' }])
    let video = await player()
    video.currentTime = 42
    fireEvent.timeUpdate(video)
    expect(readPosition('V1')).toBe(42)
    first.unmount()

    renderConfig([{ type: 'video', src: '/clip.webm', title: '量血压', positionKey: 'V1' }])
    video = await player()
    video.currentTime = 0
    fireEvent.loadedMetadata(video)
    expect(video.currentTime).toBe(42)
    fireEvent.ended(video)
    expect(readPosition('V1')).toBe(0)
  })

  it('runs its ended actions when it plays to the end', async () => {
    const { recorded } = renderConfig([{ type: 'video', src: '/clip.webm', title: '量血压', ended: { action: 'back' } }])
    const video = await player()
    expect(recorded.backs).toBe(0)
    fireEvent.ended(video)
    expect(recorded.backs).toBe(1)
  })

  it('shows the poster and the note when there is nothing to play yet', async () => {
    renderConfig([{ type: 'video', src: '', poster: '/poster.svg', title: '直播课', note: '直播未开始' }])
    expect(await screen.findByRole('img', { name: '直播课 直播未开始' })).toBeTruthy()
    expect(screen.queryByLabelText('直播课', { selector: 'video' })).toBeNull()
  })

  it('writes durations as a clock', () => {
    expect(clock(59)).toBe('0:59')
    expect(clock(3729)).toBe('1:02:09')
  })
})
