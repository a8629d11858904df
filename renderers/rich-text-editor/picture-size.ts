import type { ShrinkOptions } from '../shared/picture'

// An article's pictures are shown at phone width: 1080 px keeps them sharp and an article with a few photos small
// enough to save.
export const EDITOR_PICTURE: ShrinkOptions = { maxSide: 1080, quality: 0.85 }
