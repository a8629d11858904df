// What every seed picture ends with (art.ts, pictures.ts, photo.ts, certificate-art.ts, special-services.ts): the
// SVG made a data: URI. Their captions are escaped with the embedded backend's one escape (../markup.ts).

/** An SVG document as a `data:` URI an image can show. */
export const svgDataUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
