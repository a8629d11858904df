// The app's `chat` data-source kind: a live chat room ({ "chat": "{{ query.chatCode }}" }), which the chat node
// draws, and the chat-* actions. What they do (chat-rooms.ts) loads with the chat code itself, the socket,
// protobufjs and the room model, only here and on the socket pages (routes with `socket`).
import type { ApiClient } from '../../api'
import type { DataSourceFetcher, Engine } from '../../engine'

const rooms = () => import('./chat-rooms')
let loaded = false

export function chatSource(api: ApiClient): DataSourceFetcher<'chat'> {
  return async (source) => {
    loaded = true
    return (await rooms()).openRoom(api, source.chat)
  }
}

/** The chat-* actions: what the chat node (or a config) does in a room open on its screen, named by its code. */
export function registerChatActions(engine: Engine, api: ApiClient): void {
  const roomOf = async (chatCode: string) => (await rooms()).openedRoom(api, chatCode)
  engine.registerAction('chat-load-older', async (action) => (await roomOf(action.chat)).loadOlder())
  // What a user typed or picked is handed over as written: no {{ }} in it is read.
  engine.registerAction(
    'chat-send',
    Object.assign(
      async (action: { chat: string; text?: string; image?: string }) => {
        const room = await roomOf(action.chat)
        if (action.text) room.sendText(action.text)
        else if (action.image) room.sendImage(action.image)
      },
      { raw: ['text', 'image'] },
    ),
  )
  engine.registerAction('chat-retry', async (action) => (await roomOf(action.chat)).retry(action.uid))
  engine.registerAction('chat-remove-member', async (action) => (await roomOf(action.chat)).removeMember(action.member))
}

/**
 * Open or close the socket for the page shown (SPEC §4): `open` is its route's `socket` fact. The chat code loads
 * only once a socket page (or a chat) is shown, so it does not weigh on the entry.
 */
export function followChatPath(api: ApiClient, open: boolean): void {
  if (!loaded && !open) return
  loaded = true
  void rooms().then((r) => r.chatService(api).follow(open))
}
