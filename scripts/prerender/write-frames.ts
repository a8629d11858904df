// After `vite build`: every route's frame drawn (render.ts) and written into the build as its own page, with
// frames.json listing them (frame-page.ts). Run by frames-plugin.ts at the end of every build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { FRAME_INDEX, frameFile, framePage, nginxRules, type FrameIndex } from './frame-page.ts'
import { buildStyles, stylesFor } from './frame-styles.ts'
import { renderFrames } from './render.ts'
import type { Skipped } from './frame-app.tsx'
import { firstVisit, pageChunks, readBundleReport } from '../size/measure.ts'

export async function writeFrames(outDir: string, base: string): Promise<{ written: number; skipped: Skipped[] }> {
  const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
  const { frames, skipped, others } = await renderFrames()
  const styles = buildStyles(outDir, indexHtml)
  // The code each screen's first visit needs beyond every page's (its chunk, its renderers' chunks, its forms'
  // validators: what `npm run size` counts for it), asked for by the frame's page beside the entry.
  const report = readBundleReport(outDir)
  const { entry, preloaded } = pageChunks(outDir, report)
  const everyPage = new Set([...entry, ...preloaded])
  const screens = new Map(report.screens.map((screen) => [screen.id, screen]))
  const codeOf = (id: string) => {
    const screen = screens.get(id)
    return screen ? firstVisit(report, [...everyPage], screen).js.filter((file) => !everyPage.has(file)) : []
  }
  const index: FrameIndex = { frames: [], others }
  for (const frame of frames) {
    let file: string
    let page: string
    try {
      file = frameFile(frame.path)
      page = framePage(
        indexHtml,
        frame,
        stylesFor(frame.html, styles),
        codeOf(frame.screen).map((file) => `${base}${file}`),
      )
    } catch (e) {
      skipped.push({ screen: frame.screen, path: frame.path, reason: e instanceof Error ? e.message : String(e) })
      continue
    }
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), page)
    index.frames.push({ path: frame.path, file })
  }
  index.without = skipped.map(({ path, reason }) => ({ path, reason }))
  writeFileSync(join(outDir, FRAME_INDEX), `${JSON.stringify(index, null, 1)}\n`)
  writeFileSync(join(outDir, 'frames.nginx.conf'), nginxRules(index, base))
  return { written: index.frames.length, skipped }
}
