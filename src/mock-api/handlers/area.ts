import { errors } from '../errors'
import { areaChildren, areaDetail } from '../regions'
import { text, type CallContext, defineHandlers } from './context'

// One area service for every level; the client reaches it as /reabs/ or /doabf/ depending on the page.
const byParent = (c: CallContext) => areaChildren(text(c, 'parentCode', '100000'))

export const areaHandlers = defineHandlers({
  'area.byParent': byParent,
  'area.streets': byParent,
  'area.detail': async (c) => {
    const found = await areaDetail(text(c, 'code'))
    if (!found) throw errors.notFound('该地区')
    return found
  },
})
