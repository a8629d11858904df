// The lint step formats screens with Prettier (`npm run lint`: prettier --check .): `screens check` holds a
// file to the same layout (so a file that passes check passes lint), `check --fix` writes it so, and
// `screens new` writes files already formatted. The project's .prettierrc.json and .prettierignore apply.
import { join, resolve } from 'node:path'
import * as prettier from 'prettier'
import type { Finding } from '../../src/engine/check/finding.ts'
import { root } from '../lib/schema-files.ts'

// As `prettier --check .` reads them.
const ignorePath = [join(root, '.gitignore'), join(root, '.prettierignore')]

/** Prettier's options for this file, or null for a file the lint step leaves alone (.gitignore, .prettierignore). */
async function optionsFor(file: string): Promise<prettier.Options | null> {
  const absolute = resolve(root, file)
  const info = await prettier.getFileInfo(absolute, { ignorePath })
  if (info.ignored) return null
  // The project's layout wherever the file is (a folder of EDU_EXTRA_SCREENS may sit outside the project).
  return { ...(await prettier.resolveConfig(absolute, { config: join(root, '.prettierrc.json') })), filepath: absolute }
}

/** The text as Prettier writes it; the text itself for an ignored file or one that is not JSON. */
export async function formatted(file: string, text: string): Promise<string> {
  const options = await optionsFor(file)
  if (!options) return text
  try {
    return await prettier.format(text, options)
  } catch {
    // Not JSON: the check says where; nothing to format.
    return text
  }
}

/** Where the text first differs from Prettier's layout of it, as a finding at that place; null when it does not. */
export async function layoutProblem(file: string, text: string): Promise<{ offset: number; finding: Finding } | null> {
  const wanted = await formatted(file, text)
  if (wanted === text) return null
  let offset = 0
  while (offset < text.length && text[offset] === wanted[offset]) offset++
  // The start of that line: the whole line is what Prettier would rewrite.
  offset = text.lastIndexOf('\n', offset - 1) + 1
  return { offset, finding: { path: '', said: { word: 'notPrettier', values: { file } } } }
}
