import { useEffect, useRef } from 'react'
import type { RendererProps } from '../../src/engine'
import type { VideoNode } from '../../src/generated/screen'
import { clock, keepPosition, readPosition } from './position'
import './video.css'

const KEEP_EVERY_S = 3

/** The HTML5 player with a poster; the position is kept per `positionKey` and resumed on the next visit; `ended` runs at the end. */
export function Video({ node, ctx }: RendererProps<VideoNode>) {
  const player = useRef<HTMLVideoElement>(null)
  const src = node.src ? node.src : ''
  const key = node.positionKey ? node.positionKey : ''
  const duration = Number(node.duration)
  const title = node.title ? node.title : undefined

  useEffect(() => {
    const video = player.current
    if (!video || !key) return
    let lastKept = 0
    const resume = () => {
      const at = readPosition(key)
      // A position at the very end would only show the last frame: start again instead.
      if (at > 0 && (!Number.isFinite(video.duration) || at < video.duration - 1)) video.currentTime = at
    }
    const keep = () => {
      if (Math.abs(video.currentTime - lastKept) < KEEP_EVERY_S) return
      lastKept = video.currentTime
      keepPosition(key, video.currentTime)
    }
    const ended = () => keepPosition(key, 0)
    const paused = () => keepPosition(key, video.currentTime)
    video.addEventListener('loadedmetadata', resume)
    video.addEventListener('timeupdate', keep)
    video.addEventListener('pause', paused)
    video.addEventListener('ended', ended)
    return () => {
      video.removeEventListener('loadedmetadata', resume)
      video.removeEventListener('timeupdate', keep)
      video.removeEventListener('pause', paused)
      video.removeEventListener('ended', ended)
    }
  }, [key, src])

  if (!src) {
    return (
      <div className="edu-video edu-video--waiting" role="img" aria-label={[title, node.note].filter(Boolean).join(' ')}>
        {node.poster && <img className="edu-video__poster" src={node.poster} alt="" />}
        {node.note && <span className="edu-video__note">{node.note}</span>}
      </div>
    )
  }
  return (
    <div className="edu-video">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the content backend has no caption files; the title names the video */}
      <video
        ref={player}
        className="edu-video__player"
        src={src}
        poster={node.poster ? node.poster : undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onEnded={() => {
          if (node.ended) void ctx.run(node.ended)
        }}
      />
      {duration > 0 && <span className="edu-video__duration">{clock(duration)}</span>}
    </div>
  )
}
