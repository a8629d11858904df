// Wording and limits from SPEC.md that more than one renderer uses, word for word.

/** §1: the default page title (big expert). */
export const DEFAULT_TITLE = '大专家'
/** §8: what an empty list or page shows. */
export const EMPTY_TEXT = '暂无数据'
export const EMPTY_IMAGE = 'static/empty.svg'
/** §9: the unread badge shows at most this number. */
export const UNREAD_BADGE_MAX = 99
/** §2: the bell links to the message centre. */
export const MESSAGE_CENTER_PATH = '/messagecenter/conversation/list'
/** §9: lazy images load as soon as any pixel is in view. */
export const LAZY_IMAGE_THRESHOLD = 0
