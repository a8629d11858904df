// The engine names no product concept: the app registers its link table and its app events with it
// (src/shell/register-app.ts), so no file of src/engine imports the content link patterns or names an app event;
// which actions act in the user's name comes from their schemas (src/generated/acting-actions.ts).
// (The dependency rule engine-knows-no-content-links in .dependency-cruiser.cjs says the first as well.)
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const engineDir = join(import.meta.dirname, '../../src/engine')
// The screen language's compiled validator (git-ignored) repeats the schemas, which name the app's words.
const files = readdirSync(engineDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.split('/').includes('generated'))
  .map((file) => ({ file, text: readFileSync(join(engineDir, file), 'utf8') }))

const PRODUCT_WORDS = [
  'chat.message',
  'chat-send',
  'assistant-ask',
  'content-link',
  'contentLink',
  'contentPath',
  'CONTENT_TYPES',
  'isContentType',
]

describe('src/engine', () => {
  it('is read whole by this test', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.some((f) => f.file === 'engine.ts')).toBe(true)
  })

  it.each(PRODUCT_WORDS)('never says %s', (word) => {
    expect(files.filter((f) => f.text.includes(word)).map((f) => f.file)).toEqual([])
  })
})
