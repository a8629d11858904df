import type { Gender } from './state'

/** The world keeps a gender as '1' (男) or '2' (女); the calls answer it as the number 1 or 2. */
export function genderCode(gender: Gender): 1 | 2 {
  return gender === '1' ? 1 : 2
}
