// What the chat node needs of its data source's value: a live room (the app's chat service makes one per chat).
// Described here, not imported, because renderers never import the API layer.
export interface ChatNodeLine {
  uid: string
  sender: string
  mine: boolean
  /** 1 text, 2 image (content is the picture's address), 3 system. */
  msgType: number
  content: string
  time: number
  state: 'sending' | 'sent' | 'failed'
}

export interface ChatNodeState {
  status: 'closed' | 'connecting' | 'open'
  me: string
  title: string
  scene: number
  owner?: string
  members: readonly string[]
  people: Readonly<Record<string, { name: string; avatar: string }>>
  lines: readonly ChatNodeLine[]
  loading: boolean
  loadingOlder: boolean
  hasOlder: boolean
  error?: string
}

export interface ChatNodeRoom {
  state(): ChatNodeState
  subscribe(listener: () => void): () => void
  loadOlder(): Promise<void>
  sendText(text: string): void
  sendImage(address: string): void
  retry(uid: string): void
  removeMember(accountCode: string): void
}

export const MESSAGE_KIND = { text: 1, image: 2, system: 3 } as const
export const GROUP_SCENE = 2

export function isChatRoom(value: unknown): value is ChatNodeRoom {
  return typeof value === 'object' && value !== null && typeof (value as ChatNodeRoom).state === 'function' && typeof (value as ChatNodeRoom).subscribe === 'function'
}
