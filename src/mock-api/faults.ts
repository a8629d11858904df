// Faults injected per call (or for every call with '*'), from tests, Playwright and the dev-tools panel.
// In the browser they are kept in sessionStorage so a reload during an end-to-end test keeps them.
export type Fault = (
  | { kind: 'latency'; ms: number }
  | { kind: 'http'; status: number; message?: string }
  | { kind: 'envelope'; code: string; msg: string }
  | { kind: 'timeout' }
  | { kind: 'network' }
) & {
  /** Only the next `times` calls get the fault; unset means until cleared. */
  times?: number
}

export type FaultKind = Fault['kind']

/** Every call: `injectFault(ALL_CALLS, { kind: 'network' })` takes the whole backend offline. */
export const ALL_CALLS = '*'

export interface FaultRegistry {
  inject: (callName: string, fault: Fault) => void
  clear: (callName?: string) => void
  list: () => Record<string, Fault>
  /** The fault for the first of these names that has one (else for all calls), counting one use of it. */
  take: (...callNames: string[]) => Fault | undefined
}

export function createFaultRegistry(storage?: Storage, key = 'edu.mock-api.faults'): FaultRegistry {
  const faults = new Map<string, Fault>(Object.entries(load()))

  function load(): Record<string, Fault> {
    try {
      const text = storage?.getItem(key)
      return text ? (JSON.parse(text) as Record<string, Fault>) : {}
    } catch {
      return {}
    }
  }
  function save(): void {
    if (!storage) return
    if (faults.size === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(Object.fromEntries(faults)))
  }

  return {
    inject(callName, fault) {
      faults.set(callName, { ...fault })
      save()
    },
    clear(callName) {
      if (callName === undefined) faults.clear()
      else faults.delete(callName)
      save()
    },
    list: () => Object.fromEntries(faults),
    take(...callNames) {
      const name = [...callNames, ALL_CALLS].find((candidate) => faults.has(candidate))
      if (name === undefined) return undefined
      const fault = faults.get(name)
      if (!fault) return undefined
      if (fault.times !== undefined) {
        if (fault.times <= 1) faults.delete(name)
        else faults.set(name, { ...fault, times: fault.times - 1 })
        save()
      }
      return fault
    },
  }
}

/** Labels for the dev-tools panel. */
export const faultKinds: ReadonlyArray<{ kind: FaultKind; label: string; example: Fault }> = [
  { kind: 'latency', label: '延迟 3 秒', example: { kind: 'latency', ms: 3000 } },
  { kind: 'http', label: 'HTTP 500', example: { kind: 'http', status: 500 } },
  { kind: 'http', label: 'HTTP 401', example: { kind: 'http', status: 401, message: '登录已过期，请重新登录' } },
  { kind: 'envelope', label: '业务错误码', example: { kind: 'envelope', code: '125000418', msg: '操作过于频繁，请稍后再试' } },
  {
    kind: 'envelope',
    label: '未登录 125000401',
    example: { kind: 'envelope', code: '125000401', msg: '用户未登录或登录已过期，请重新登录' },
  },
  { kind: 'timeout', label: '超时（不应答）', example: { kind: 'timeout' } },
  { kind: 'network', label: '网络中断', example: { kind: 'network' } },
]
