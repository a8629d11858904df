import { Popup } from 'antd-mobile'
import { useState } from 'react'
import type { NodeContext } from '../../src/engine'
import type { ChatNodeState } from './room'

interface Props {
  state: ChatNodeState
  t: NodeContext['t']
  onRemove: (accountCode: string) => void
  confirm: (text: string) => Promise<boolean>
}

/** A group's members; its owner may remove anyone but himself, after confirming. */
export function ChatMembers({ state, t, onRemove, confirm }: Props) {
  const [open, setOpen] = useState(false)
  const owner = state.owner === state.me
  const nameOf = (code: string) => state.people[code]?.name ?? code.slice(0, 6)
  return (
    <>
      <button type="button" className="edu-chat__members-button" onClick={() => setOpen(true)}>
        {t('chatMembers', state.members.length)}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="edu-chat__members">
        <h2 className="edu-chat__members-title">{t('chatMembers', state.members.length)}</h2>
        <ul>
          {state.members.map((code) => (
            <li key={code}>
              <span className="edu-chat__avatar" aria-hidden="true">
                {state.people[code]?.avatar ? <img src={state.people[code].avatar} alt="" /> : Array.from(nameOf(code))[0]}
              </span>
              <span className="edu-chat__member-name">
                {nameOf(code)}
                {code === state.owner && <small>{t('chatOwner')}</small>}
                {code === state.me && <small>{t('chatMe')}</small>}
              </span>
              {owner && code !== state.me && (
                <button
                  type="button"
                  className="edu-chat__remove"
                  aria-label={t('chatRemoveMember', nameOf(code))}
                  onClick={() => void confirm(t('chatRemoveConfirm', nameOf(code))).then((yes) => yes && onRemove(code))}
                >
                  {t('chatRemove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </Popup>
    </>
  )
}
