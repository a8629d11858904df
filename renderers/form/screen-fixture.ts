// The manual add-resident screen's form node, its schema inlined exactly as the build inlines it.
import { resolve } from 'node:path'
import { resolveFormSchemas } from '../../scripts/forms/inline-schema'
import screenConfig from '../../screens/hypertension/manual-add-resident.json'
import type { NodeConfig } from '../../src/engine'

const file = resolve(import.meta.dirname, '../../screens/hypertension/manual-add-resident.json')
const resolved = resolveFormSchemas(screenConfig, file).config as { body: NodeConfig[]; footer: NodeConfig[] }

export const residentScreen = resolved
export const residentForm: NodeConfig = resolved.body[0]
export const confirmButton: NodeConfig = resolved.footer[0]
