// Keeps the precompiled screen validator (remote screens, the 调试 panel's pasted config) current wherever Vite
// runs: compiled when Vite starts if a schema changed since the last time (scripts/screens/precompile-remote-validator.ts).
import type { Plugin } from 'vite'
import { precompileRemoteValidator } from '../screens/precompile-remote-validator.ts'

export function remoteValidatorPlugin(): Plugin {
  let running: Promise<unknown> | undefined
  return {
    name: 'edu-remote-validator',
    async buildStart() {
      running ??= precompileRemoteValidator()
      await running
    },
  }
}
