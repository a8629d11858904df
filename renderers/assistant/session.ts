// What the assistant node needs of its data source's value (the app's assistant session). Described here, not
// imported, because renderers never import the API layer.
export interface AssistantNodeTurn {
  id: string
  question: string
  answer: string
  state: 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed'
  rating?: 'up' | 'down'
  error?: string
}

export interface AssistantNodeState {
  conversationCode?: string
  turns: readonly AssistantNodeTurn[]
  busy: boolean
  loading: boolean
  error?: string
}

export interface AssistantNodeSession {
  state: () => AssistantNodeState
  subscribe(listener: () => void): () => void
  ask: (question: string) => Promise<void>
  stop: () => void
  rate: (id: string, rating: 'up' | 'down') => Promise<void>
}

export function isAssistantSession(value: unknown): value is AssistantNodeSession {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AssistantNodeSession).ask === 'function' &&
    typeof (value as AssistantNodeSession).subscribe === 'function'
  )
}
