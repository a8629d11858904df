// Baidu's AMIS, the engine issue 15 measures us against, as its own SDK build (amis/sdk: sdk.js, its lazy
// chunks and CSS): the way a page without a bundler embeds it. Fetched from the npm registry on first use into
// .cache/bench (the package alone, 14 MB packed, no dependencies: the SDK is self-contained), never installed
// into the project, so it costs nothing to anyone who does not run the bench.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { workDir } from '../setup.ts'

/** The release the table was measured with. */
export const AMIS_VERSION = '6.13.0'

const home = join(workDir, `amis-${AMIS_VERSION}`)
/** Where sdk.js, its chunks and its CSS are once fetched. */
export const amisSdkDir = join(home, 'package/sdk')

export function ensureAmisSdk(): string {
  if (existsSync(join(amisSdkDir, 'sdk.js'))) return amisSdkDir
  rmSync(home, { recursive: true, force: true })
  mkdirSync(home, { recursive: true })
  console.log(`[bench] fetching amis@${AMIS_VERSION} from the npm registry (once, into ${home})`)
  execFileSync('npm', ['pack', `amis@${AMIS_VERSION}`, '--pack-destination', home, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const tarball = readdirSync(home).find((f) => f.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack amis@${AMIS_VERSION} left no tarball in ${home}`)
  execFileSync('tar', ['-xzf', join(home, tarball), '-C', home, 'package/sdk', 'package/package.json'])
  rmSync(join(home, tarball))
  if (!existsSync(join(amisSdkDir, 'sdk.js'))) throw new Error(`amis@${AMIS_VERSION} has no sdk/sdk.js`)
  return amisSdkDir
}
