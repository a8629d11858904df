import { useState } from 'react'
import { PictureUpload } from './PictureUpload'
import { PreviewLink } from './PreviewLink'
import { staffApi } from './staff-api'
import { readStored, store, STAFF_TOKEN_KEY } from './stored'
import { staffWording as w } from './wording'

/** The page a config is for, from its first route (/activity/page/{token}); undefined for any other. */
export function draftToken(text: string): string | undefined {
  try {
    const config = JSON.parse(text) as { routes?: { path?: unknown }[] }
    const path = config.routes?.[0]?.path
    return typeof path === 'string' ? /^\/activity\/page\/([A-Za-z0-9_-]{1,64})$/.exec(path)?.[1] : undefined
  } catch {
    return undefined
  }
}

/**
 * For the playground: the typed config saved as its page's draft (with the staff token, remembered here), and the
 * draft's preview link and QR code for a phone, and 上传图片: a picture sent to the service, its address shown to
 * copy into the config. The builder has the same link beside its own 保存草稿.
 */
export function DraftPreview({ text }: { text: string }) {
  const [staffToken, setStaffToken] = useState(() => readStored(STAFF_TOKEN_KEY) ?? '')
  const [saved, setSaved] = useState<{ token: string; key: string }>()
  const [said, setSaid] = useState('')
  const [picture, setPicture] = useState('')
  const token = draftToken(text)
  const save = async () => {
    if (!token) return
    if (!staffToken.trim()) {
      setSaid(w.needToken)
      return
    }
    setSaid(w.saving)
    const answer = await staffApi.saveDraft(staffToken.trim(), token, JSON.parse(text))
    if (answer.ok) setSaved({ token, key: answer.data.previewKey })
    setSaid(answer.ok ? w.saved : answer.message)
  }
  return (
    <section className="edu-preview-link" aria-label={w.draftTitle}>
      <h2 className="edu-preview-link__title">{w.draftTitle}</h2>
      {!token ? (
        <p className="edu-preview-link__note">{w.draftNeedsRoute}</p>
      ) : (
        <>
          <div className="edu-preview-link__host">
            <label htmlFor="edu-draft-staff-token">{w.staffToken}</label>
            <input
              id="edu-draft-staff-token"
              type="password"
              autoComplete="off"
              value={staffToken}
              onChange={(e) => {
                setStaffToken(e.target.value)
                store(STAFF_TOKEN_KEY, e.target.value)
              }}
            />
          </div>
          <button type="button" className="edu-preview-link__save" onClick={() => void save()}>
            {w.saveDraft}
          </button>
          <p role="status" className="edu-preview-link__note">
            {said}
          </p>
          <PictureUpload staffToken={staffToken} uploadedText={w.uploadedAddress} onUploaded={setPicture} />
          {picture && (
            <p className="edu-preview-link__note">
              <code>{picture}</code>{' '}
              <button type="button" onClick={() => void navigator.clipboard.writeText(picture).catch(() => undefined)}>
                {w.copyAddress}
              </button>
            </p>
          )}
        </>
      )}
      {token && saved?.token === token && <PreviewLink token={token} previewKey={saved.key} staffToken={staffToken} />}
    </section>
  )
}
