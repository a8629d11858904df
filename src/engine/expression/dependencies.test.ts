import { describe, expect, it } from 'vitest'
import { templateReads } from './dependencies'
import { valueReads } from './value-reads'

describe('what templates read', () => {
  it('follows member chains, literal indexes and function arguments; stops at a computed key', () => {
    expect(templateReads("{{ t('pointsExpiringThisMonth', data.account.accountConsumeAmountExpire ?? 0) }}")).toEqual([
      ['data', 'account', 'accountConsumeAmountExpire'],
    ])
    expect(templateReads('{{ form.area[0] }} {{ len(state.selected) == 0 }}')).toEqual([
      ['form', 'area', '0'],
      ['state', 'selected'],
    ])
    expect(templateReads('{{ item[state.field] }}')).toEqual([['state', 'field'], ['item']])
    expect(templateReads('{{ query.title || "暂无数据" }}')).toEqual([['query', 'title']])
    expect(templateReads('plain text')).toEqual([])
    expect(templateReads('{{ ( }}')).toEqual([])
  })

  it('in a node, reads its own props and leaves child nodes and actions to themselves', () => {
    const node = {
      type: 'list',
      visible: '{{ user.loggedIn }}',
      header: { title: '{{ data.title }}' },
      item: [{ type: 'text', text: '{{ item.name }}' }],
      press: { action: 'toast', text: '{{ state.message }}' },
    }
    expect(valueReads(node)).toEqual([
      ['user', 'loggedIn'],
      ['data', 'title'],
    ])
  })
})
