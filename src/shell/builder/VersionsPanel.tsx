import { useEffect, useState } from 'react'
import { staffApi, type Version } from '../staff/staff-api'
import { fill, builderWording as w } from './wording'

const TYPING_PAUSE_MS = 600

interface Props {
  token: string
  staffToken: string
  /** Changes each time this page is published: the list is read again. */
  published: number
}

/** The page's published versions, the live one marked, each but the live one with 回滚到此版. */
export function VersionsPanel({ token, staffToken, published }: Props) {
  const [versions, setVersions] = useState<Version[]>()
  const [said, setSaid] = useState('')
  const [reads, setReads] = useState(0)
  useEffect(() => {
    if (!staffToken.trim() || !token) return
    let live = true
    // Once typing the token or the page's token pauses: not one refused request per keystroke.
    const timer = setTimeout(() => {
      void staffApi.versions(staffToken.trim(), token).then((answer) => {
        // A page never published has no versions (the service says 活动页面不存在): an empty list, not an error.
        if (live) setVersions(answer.ok ? answer.data : [])
      })
    }, TYPING_PAUSE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [token, staffToken, published, reads])
  const rollback = async (version: number) => {
    const answer = await staffApi.rollback(staffToken.trim(), token, version)
    setSaid(answer.ok ? fill(w.rolledBack, { version }) : answer.message)
    setReads((n) => n + 1)
  }
  return (
    <section className="edu-builder__section" aria-label={w.versions}>
      <h2>{w.versions}</h2>
      {!versions?.length ? (
        <p className="edu-builder__note">{w.noVersions}</p>
      ) : (
        <ul className="edu-builder__list">
          {versions.map((v) => (
            <li key={v.version} className="edu-builder__version">
              <span>{fill(v.live ? w.versionLive : w.version, { version: v.version, by: v.publishedBy, time: v.publishTime })}</span>
              {!v.live && (
                <button type="button" onClick={() => void rollback(v.version)}>
                  {fill(w.rollback, { version: v.version })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="edu-builder__note">
        {said}
      </p>
    </section>
  )
}
