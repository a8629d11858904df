import { DotLoading } from 'antd-mobile'

/** Shown while the shell gets ready (signing secret, run-as token) or a screen's chunk loads. */
export function ShellLoader() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', paddingTop: '40vh', color: '#1677ff' }}>
      <DotLoading color="currentColor" />
    </div>
  )
}
