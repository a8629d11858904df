import { catalogue, callNames, type CallSpec } from '../api/catalogue'
import type { MockBackend } from './backend'
import type { Collected } from './collector'
import { ALL_CALLS, faultKinds, type Fault } from './faults'
import { reviewPending } from './handlers/certification'
import { reviewJoinApplications } from './handlers/special-services'

// What a dev-tools panel needs, without any UI: the calls, their injected faults, and switches.
export interface MockCallInfo {
  name: string
  method: CallSpec['method']
  path: string
  summary: string
  auth: CallSpec['auth']
  fault?: Fault
}

export interface MockDevtools {
  calls: () => MockCallInfo[]
  /** Ready-made faults with Chinese labels, for a picker. */
  faultKinds: typeof faultKinds
  /** null clears; ALL_CALLS ('*') applies to every call. */
  setFault: (callName: string, fault: Fault | null) => void
  clearFaults: () => void
  /** Back to the seed data (reload the page afterwards to drop cached answers). */
  resetData: () => void
  /** The usage events and error reports the app sent, oldest first. */
  collected: () => Collected
  clearCollected: () => void
  /** Approve or reject every certification waiting for review; answers how many were decided. */
  reviewCertification: (decision: 'approve' | 'reject') => number
  /** Called after every change made through this API; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export function createDevtools(backend: MockBackend): MockDevtools {
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())
  return {
    calls() {
      const faults = backend.faults.list()
      return callNames().map((name) => {
        const spec = catalogue[name]
        return {
          name,
          method: spec.method,
          path: spec.path,
          summary: spec.summary,
          auth: spec.auth,
          fault: faults[name] ?? faults[ALL_CALLS],
        }
      })
    },
    faultKinds,
    setFault(callName, fault) {
      if (fault) backend.faults.inject(callName, fault)
      else backend.faults.clear(callName)
      changed()
    },
    clearFaults() {
      backend.faults.clear()
      changed()
    },
    resetData() {
      backend.store.reset()
      changed()
    },
    reviewCertification(decision) {
      const decided = backend.store.update(
        (state) => reviewPending(state, decision, new Date()) + reviewJoinApplications(state, decision, new Date()),
      )
      changed()
      return decided
    },
    collected: () => backend.collector.list(),
    clearCollected() {
      backend.collector.clear()
    },
    subscribe(listener) {
      listeners.add(listener)
      const stop = backend.collector.subscribe(listener)
      return () => {
        listeners.delete(listener)
        stop()
      }
    },
  }
}
