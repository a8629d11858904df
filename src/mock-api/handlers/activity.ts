import { coverArt } from '../seed/art'
import { ALBUMS } from '../seed/home'
import { me, defineHandlers } from './context'
import { nationalDayHandlers } from './national-day'
import { summerPracticeHandlers } from './summer-practice'

// Activity pages: the album list shows the same albums /home/album/{albumCode} opens; the summer practice's
// sign-up and the national day's tasks (issue 32) have files of their own.
export const activityHandlers = defineHandlers({
  'album.list': (context) => {
    me(context)
    return ALBUMS.map((a) => ({
      albumCode: a.albumCode,
      title: a.title,
      description: a.description,
      coverUrl: coverArt('专题', a.title, a.palette),
      contentCount: a.contentIds.length,
    }))
  },
  ...summerPracticeHandlers,
  ...nationalDayHandlers,
})
