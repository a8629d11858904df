import { useEffect, useState } from 'react'
import { isLoopback, previewUrl } from './preview-address'
import { PreviewQr } from './PreviewQr'
import { staffApi } from './staff-api'
import { PREVIEW_HOST_KEY, readStored, store } from './stored'
import { staffWording as w } from './wording'
import './preview-link.css'

interface Props {
  /** The page's token, and its draft's preview key once a draft is saved. */
  token: string
  previewKey: string | undefined
  staffToken: string
}

/**
 * A saved draft's preview link and its QR code, for opening the draft (not the published page) on a phone. On
 * localhost the link names this machine's network address (asked of the service; staff may type another).
 */
export function PreviewLink({ token, previewKey, staffToken }: Props) {
  const loopback = isLoopback(location.hostname)
  const [host, setHost] = useState(() => readStored(PREVIEW_HOST_KEY) ?? '')
  useEffect(() => {
    if (!loopback || host || !staffToken || !previewKey) return
    let live = true
    void staffApi.network(staffToken).then((answer) => {
      const first = answer.ok ? answer.data.addresses[0] : undefined
      if (live && first) setHost(first)
    })
    return () => {
      live = false
    }
  }, [loopback, host, staffToken, previewKey])
  const change = (next: string) => {
    setHost(next)
    store(PREVIEW_HOST_KEY, next)
  }
  if (!previewKey) {
    return (
      <section className="edu-preview-link" aria-label={w.previewTitle}>
        <h2 className="edu-preview-link__title">{w.previewTitle}</h2>
        <p className="edu-preview-link__note">{w.previewNone}</p>
      </section>
    )
  }
  const url = previewUrl(new URL(location.href), loopback ? host.trim() : '', token, previewKey)
  return (
    <section className="edu-preview-link" aria-label={w.previewTitle}>
      <h2 className="edu-preview-link__title">{w.previewTitle}</h2>
      {loopback && (
        <div className="edu-preview-link__host">
          <label htmlFor="edu-preview-host">{w.previewHost}</label>
          <input
            id="edu-preview-host"
            aria-describedby="edu-preview-host-hint"
            value={host}
            onChange={(e) => change(e.target.value)}
            placeholder="192.168.1.10"
            inputMode="url"
          />
          <span id="edu-preview-host-hint" className="edu-preview-link__note">
            {w.previewHostHint}
          </span>
        </div>
      )}
      <div className="edu-preview-link__body">
        <PreviewQr value={url} label={w.previewQr} />
        <p>
          {w.previewLink}：
          <a href={url} target="_blank" rel="noreferrer" className="edu-preview-link__url">
            {url}
          </a>
        </p>
      </div>
      <p className="edu-preview-link__note">{w.previewKeyNote}</p>
    </section>
  )
}
