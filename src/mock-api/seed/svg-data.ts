// The two steps every seed picture shares (art.ts, pictures.ts, photo.ts, certificate-art.ts,
// special-services.ts): a caption made safe to write inside an SVG's text, and the SVG made a data: URI.

/** Text written into an SVG element: the five characters XML gives meaning to, as character references. */
export const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** An SVG document as a `data:` URI an image can show. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
