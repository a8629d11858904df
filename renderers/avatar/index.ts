import type { RendererDefinition } from '../../src/engine'
import type { AvatarNode } from '../../src/generated/screen'
import { Avatar } from './Avatar'

// Drawn at once: small, and it sits in rows of lists (doctors, family members) that need their height at once.
export const definition: RendererDefinition<AvatarNode> = { type: 'avatar', component: Avatar }
