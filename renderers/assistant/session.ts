// What the assistant node's data source holds: the conversation as plain data, of the one declared shape
// (schemas/api/assistant-conversation.schema.json, generated into src/generated/api.ts). Asking, stopping and
// rating go through the assistant-* actions, which name the conversation by its `session`.
import type { AssistantConversation, AssistantTurn } from '../../src/generated/api'

export type AssistantNodeTurn = AssistantTurn
export type AssistantNodeState = AssistantConversation

export function isAssistantConversation(value: unknown): value is AssistantNodeState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AssistantNodeState).session === 'string' &&
    Array.isArray((value as AssistantNodeState).turns)
  )
}
