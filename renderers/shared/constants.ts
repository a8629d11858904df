// Limits and addresses from SPEC.md that more than one renderer uses. Their wording is in screens/wording.json.

/** §8: what an empty list or page shows (its text is the shared wording's `empty`). */
export const EMPTY_IMAGE = 'static/empty.svg'
/** §9: the unread badge shows at most this number. */
export const UNREAD_BADGE_MAX = 99
/** §2: the bell links to the message centre. */
export const MESSAGE_CENTER_PATH = '/messagecenter/conversation/list'
/** §9: lazy images load as soon as any pixel is in view. */
export const LAZY_IMAGE_THRESHOLD = 0
/** §5 and §9: a search waits this long after the last key before it is written to the state. */
export const SEARCH_DEBOUNCE_MS = 400
