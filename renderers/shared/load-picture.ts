import { importAgainAfterFailure } from './import-again'

/** The picture shrinker (picture.ts), fetched when the first picture is picked, and afresh after a failure. */
export const loadPicture = importAgainAfterFailure(() => import('./picture'))
