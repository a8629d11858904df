// Keeps the precompiled screen validator (remote screens, the 调试 panel's pasted config, the playground) current
// wherever Vite runs: compiled when Vite starts if a schema changed since the last time, and again in the dev server
// when a schema file changes (a new node type), so no restart is needed (scripts/screens/precompile-remote-validator.ts).
import type { Plugin } from 'vite'
import { schemasDir } from '../lib/schema-files.ts'
import { precompileRemoteValidator } from '../screens/precompile-remote-validator.ts'

export function remoteValidatorPlugin(): Plugin {
  let running: Promise<unknown> | undefined
  return {
    name: 'edu-remote-validator',
    async buildStart() {
      running ??= precompileRemoteValidator()
      await running
    },
    async hotUpdate({ file }) {
      if (!file.startsWith(`${schemasDir}/`) || !file.endsWith('.schema.json')) return undefined
      // One compile at a time; a stale one is redone (the stamp makes an up-to-date one cost a hash).
      running = (running ?? Promise.resolve()).then(() => precompileRemoteValidator())
      await running
      return undefined
    },
  }
}
