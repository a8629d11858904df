// The embedded backend's tools as the panel sees them: read from window.__eduMock, which the mock puts there
// in mock mode. The shell does not import src/mock-api for this, so production code never depends on it.
export type PanelFault =
  | { kind: 'latency'; ms: number }
  | { kind: 'http'; status: number }
  | { kind: 'envelope'; code: string; msg: string }
  | { kind: 'timeout' }
  | { kind: 'network' }

export interface MockTools {
  callNames: () => string[]
  faults: () => Record<string, PanelFault>
  injectFault: (callName: string, fault: PanelFault) => void
  clearFaults: (callName?: string) => void
  /** Usage events and error reports the embedded backend collected. */
  collected?: () => { events: Array<Record<string, unknown>>; reports: Array<Record<string, unknown>> }
  clearCollected?: () => void
  /** Approve or reject the certifications waiting for review; answers how many were decided. */
  reviewCertification?: (decision: 'approve' | 'reject') => number
  /** The embedded backend's chat socket. */
  socket?: SocketTools
}

export interface SocketTools {
  drop: () => void
  faults: () => { silentHeartbeats: boolean; replyDelayMs: number }
  setFaults: (faults: { silentHeartbeats?: boolean; replyDelayMs?: number }) => void
  connections: () => number
}

export function mockTools(): MockTools | undefined {
  return (window as { __eduMock?: MockTools }).__eduMock
}

/** The faults the panel offers, with the labels it shows. */
export const FAULT_CHOICES: ReadonlyArray<{ label: string; fault: PanelFault }> = [
  { label: '延迟 3 秒', fault: { kind: 'latency', ms: 3000 } },
  { label: 'HTTP 500', fault: { kind: 'http', status: 500 } },
  { label: 'HTTP 401', fault: { kind: 'http', status: 401 } },
  { label: '业务错误', fault: { kind: 'envelope', code: '125000403', msg: '无权限访问' } },
  { label: '超时', fault: { kind: 'timeout' } },
  { label: '断网', fault: { kind: 'network' } },
]
