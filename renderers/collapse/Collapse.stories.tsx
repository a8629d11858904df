import type { Meta, StoryObj } from '@storybook/react-vite'
import type { NodeConfig } from '../../src/engine'
import { renderInScreen, type ScreenStoryArgs } from '../list/story'

const meta: Meta<ScreenStoryArgs> = { title: 'Renderers/collapse', render: renderInScreen }
export default meta

type Story = StoryObj<ScreenStoryArgs>

const entries: NodeConfig = {
  type: 'list',
  items: '{{ state.month.billInfoList }}',
  empty: [],
  item: [
    {
      type: 'stack',
      gap: 0,
      padding: 8,
      body: [
        { type: 'text', text: '{{ item.frontBillType }}' },
        { type: 'text', variant: 'hint', text: "{{ date(item.createTime, 'YYYY年M月D日 HH:mm') }}" },
        { type: 'text', variant: 'caption', visible: "{{ item.billType == 'EXPEND' }}", text: '-{{ item.dealAmount }}' },
      ],
    },
  ],
}

const month = {
  billMonth: '2024-05',
  availablePoint: 120,
  usedPoint: 300,
  monthlyExpire: 15,
  billInfoList: [
    { frontBillType: '签到奖励', createTime: '2024-05-03 14:05:00', billType: 'INCOME', dealAmount: 10 },
    { frontBillType: '兑换服务', createTime: '2024-05-12 09:30:00', billType: 'EXPEND', dealAmount: 300 },
  ],
}

const header: NodeConfig[] = [
  {
    type: 'stack',
    gap: 2,
    body: [
      { type: 'text', text: '{{ state.month.billMonth }}' },
      {
        type: 'text',
        variant: 'caption',
        text: '获得积分 {{ state.month.availablePoint }}  使用积分 {{ state.month.usedPoint }}  已过期 {{ state.month.monthlyExpire }}',
      },
    ],
  },
]

/** A points month, closed: its entries are not built until it opens. */
export const PointsMonth: Story = { args: { state: { month }, nodes: [{ type: 'collapse', header, body: [entries] }] } }

export const PointsMonthOpen: Story = { args: { state: { month }, nodes: [{ type: 'collapse', open: true, header, body: [entries] }] } }
