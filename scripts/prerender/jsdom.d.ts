// The one part of jsdom (a dev dependency, Vitest's DOM) the frames step uses, typed here rather than pulling
// @types/jsdom in for a constructor: a window whose document DOMPurify sanitises in (frame-app.tsx).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
