import { me, text, defineHandlers } from './context'

// The partner channel's consent: signing treaties for the logged-in visitor.
export const partnerHandlers = defineHandlers({
  'treaty.sign': (c) => {
    const account = me(c)
    const codes = text(c, 'treatyCodes').split(',').filter(Boolean)
    return c.store.update((state) => {
      const mine = (state.treaties[account.accountCode] ??= {})
      for (const code of codes) mine[code] = true
      return { signed: Object.keys(mine).filter((code) => mine[code]) }
    })
  },
})
