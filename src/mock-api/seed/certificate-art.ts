// The picture of a passed exam's certificate (/center/exam/certificate/{recordId}), drawn as an SVG data: URI like
// the rest of the seed's pictures (art.ts): a framed sheet with the holder, the exam, the credit and a red seal.
import { escapeMarkup } from '../markup'
import { svgDataUri } from './svg-data'

export interface CertificateArtInput {
  holder: string
  hospitalName: string
  examTitle: string
  score: number
  credit: number
  creditType: string
  institute: string
  certificateNo: string
  /** 2026年11月16日 */
  issueDate: string
}

/** Splits a long line for the sheet: SVG text does not wrap. */
function lines(text: string, width: number): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i += width) out.push(text.slice(i, i + width))
  return out
}

export function certificateArt(c: CertificateArtInput): string {
  const body = lines(`参加「${c.examTitle}」，成绩 ${c.score} 分，考核合格，授予${c.creditType} ${c.credit} 分。`, 24)
  const text = (x: number, y: number, size: number, content: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="#5c3d0e" font-family="serif" ${extra}>${escapeMarkup(content)}</text>`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="530" viewBox="0 0 750 530">` +
    `<rect width="750" height="530" fill="#fffaf0"/>` +
    `<rect x="16" y="16" width="718" height="498" fill="none" stroke="#c9a44c" stroke-width="6"/>` +
    `<rect x="30" y="30" width="690" height="470" fill="none" stroke="#c9a44c" stroke-width="1.5"/>` +
    text(375, 100, 40, '继续医学教育合格证书', 'text-anchor="middle" font-weight="bold" letter-spacing="4"') +
    text(72, 170, 26, `${c.holder} 同志（${c.hospitalName}）：`) +
    body.map((line, i) => text(110, 220 + i * 40, 24, line)).join('') +
    text(72, 420, 18, `证书编号：${c.certificateNo}`) +
    text(470, 390, 20, c.institute, 'text-anchor="middle"') +
    text(470, 425, 20, c.issueDate, 'text-anchor="middle"') +
    `<circle cx="600" cy="395" r="58" fill="none" stroke="#d4380d" stroke-width="4" opacity=".85"/>` +
    `<text x="600" y="388" font-size="18" fill="#d4380d" text-anchor="middle" font-family="serif" opacity=".85">继续教育</text>` +
    `<text x="600" y="414" font-size="18" fill="#d4380d" text-anchor="middle" font-family="serif" opacity=".85">考核专用章</text>` +
    `</svg>`
  return svgDataUri(svg)
}
