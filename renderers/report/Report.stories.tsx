import type { Meta, StoryObj } from '@storybook/react-vite'
import { padded, renderNodeStory, type NodeStoryArgs } from '../../.storybook/node-story'
import type { ReportNode } from '../../src/generated/screen'

type Args = NodeStoryArgs<ReportNode>

const meta: Meta<Args> = { title: 'Renderers/report', render: renderNodeStory, decorators: [padded] }
export default meta

type Story = StoryObj<Args>

const days = ['11月17日', '11月18日', '11月19日', '11月20日', '11月21日', '11月22日']

export const Count: Story = {
  args: {
    node: { type: 'report', title: '健康综合评分', report: '{{ data.report }}', units: { 综合评分: '分' } },
    scope: {
      data: { report: { dataSets: [{ columns: [{ name: '综合评分' }], rows: [{ data: [82] }] }], widget: { widgetType: 'COUNT' } } },
    },
  },
}

export const Counts: Story = {
  args: {
    node: { type: 'report', title: '最近一次测量', report: '{{ data.report }}', units: { 收缩压: 'mmHg', 舒张压: 'mmHg', 心率: '次/分' } },
    scope: {
      data: {
        report: {
          dataSets: [
            { dataSetId: 'bp', columns: [{ name: '收缩压' }, { name: '舒张压' }, { name: '心率' }], rows: [{ data: [128, 82, 76] }] },
          ],
          widget: { widgetType: 'COUNTS' },
          declareBinding: { dataSetId: 'bp' },
        },
      },
    },
  },
}

export const LineChart: Story = {
  args: {
    node: { type: 'report', title: '血压趋势', chart: 'line', report: '{{ data.report }}', units: { 收缩压: 'mmHg', 舒张压: 'mmHg' } },
    scope: {
      data: {
        report: {
          dataSets: [
            {
              columns: [{ name: '日期' }, { name: '收缩压' }, { name: '舒张压' }],
              rows: days.map((d, i) => ({ data: [d, 132 - i * 2, 86 - i] })),
            },
          ],
        },
      },
    },
  },
}

export const BarChart: Story = {
  args: {
    node: { type: 'report', title: '每日步数', chart: 'bar', report: '{{ data.report }}' },
    scope: {
      data: {
        report: {
          dataSets: [{ columns: [{ name: '日期' }, { name: '步数' }], rows: days.map((d, i) => ({ data: [d, 5200 + i * 640] })) }],
        },
      },
    },
  },
}

export const Loading: Story = { args: { node: { type: 'report', title: '健康综合评分', report: '{{ data.report }}' } } }

export const Empty: Story = {
  args: { node: { type: 'report', title: '健康综合评分', report: '{{ data.report }}' }, scope: { data: { report: { dataSets: [] } } } },
}
