import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderConfig } from '../shared/testing'
import { definition } from './index'
import { reportView } from './report-data'

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => [] as Array<{ data: unknown[]; series: unknown[] }>)
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null }
    constructor(options: { series: unknown[] }, data: unknown[]) {
      drawn.push({ data, series: options.series })
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot }
})
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
)

const bloodPressure = {
  dataSets: [
    { dataSetId: 'other', columns: [{ name: '无关' }], rows: [{ data: [1] }] },
    { dataSetId: 'bp', columns: [{ name: '收缩压' }, { name: '舒张压' }, { name: '心率' }], rows: [{ data: [128, 82, '76'] }] },
  ],
  widget: { widgetType: 'COUNTS' },
  declareBinding: { dataSetId: 'bp' },
}

const trend = {
  dataSets: [
    {
      dataSetId: 't',
      columns: [{ name: '日期' }, { name: '收缩压' }, { name: '舒张压' }],
      rows: [{ data: ['5月1日', 130, 85] }, { data: ['5月2日', 126, null] }],
    },
  ],
}

beforeAll(async () => {
  await definition.preload?.()
})

describe('report', () => {
  it('COUNT shows one figure with its label and unit', () => {
    renderConfig([{ type: 'report', title: '健康评分', report: '{{ data.r }}', units: { 综合评分: '分' } }], {
      scope: { data: { r: { dataSets: [{ columns: [{ name: '综合评分' }], rows: [{ data: [86] }] }], widget: { widgetType: 'COUNT' } } } },
    })
    expect(screen.getByRole('heading', { name: '健康评分' })).toBeTruthy()
    expect(screen.getByText('综合评分').tagName).toBe('DT')
    expect(screen.getByText('86').tagName).toBe('DD')
    expect(screen.getByText('分')).toBeTruthy()
  })

  it('COUNTS shows a row of figures from the dataset declareBinding names', () => {
    const { container } = renderConfig([{ type: 'report', report: '{{ data.r }}', units: { 收缩压: 'mmHg' } }], {
      scope: { data: { r: bloodPressure } },
    })
    const labels = [...container.querySelectorAll('dt')].map((d) => d.textContent)
    expect(labels).toEqual(['收缩压', '舒张压', '心率'])
    expect([...container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['128mmHg', '82', '76'])
    expect(screen.queryByText('无关')).toBeNull()
  })

  it('draws column series as a chart with a table for screen readers', async () => {
    drawn.length = 0
    renderConfig([{ type: 'report', title: '血压趋势', chart: 'line', report: '{{ data.r }}' }], { scope: { data: { r: trend } } })
    expect(await screen.findByRole('img', { name: '血压趋势图表' })).toBeTruthy()
    await waitFor(() => expect(drawn).toHaveLength(1))
    expect(drawn[0].data).toEqual([
      [0, 1],
      [130, 126],
      [85, null],
    ])
    const table = screen.getByRole('table', { name: '血压趋势数据' })
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2)
    expect(screen.getByRole('rowheader', { name: '5月2日' })).toBeTruthy()
    expect(screen.getByText('收缩压', { selector: 'figcaption *' })).toBeTruthy()
  })

  it('shows loading while the answer is absent and 暂无数据 for an empty one', () => {
    renderConfig(
      [
        { type: 'report', report: '{{ data.missing }}' },
        { type: 'report', report: '{{ data.r }}' },
      ],
      { scope: { data: { r: { dataSets: [] } } } },
    )
    expect(screen.getByText('加载中…')).toBeTruthy()
    expect(screen.getByText('暂无数据')).toBeTruthy()
  })

  it('keeps the box of what it will draw while the answer loads', () => {
    const { container } = renderConfig([
      { type: 'report', title: '样本概况', report: '{{ data.missing }}', expect: 'counts' },
      { type: 'report', title: '年龄分布', report: '{{ data.missing }}', chart: 'bar' },
      { type: 'report', title: '检测结论', report: '{{ data.missing }}', expect: 'count' },
    ])
    const [counts, chart, count] = [...container.querySelectorAll('section.edu-report')]
    expect(counts?.getAttribute('aria-busy')).toBe('true')
    expect(counts?.querySelector('.edu-report__figures .edu-report__label')?.textContent).toBe('加载中…')
    expect(chart?.querySelector('.edu-report__canvas')?.textContent).toBe('加载中…')
    expect(count?.querySelector('.edu-report__figure .edu-report__label')?.textContent).toBe('加载中…')
    expect(screen.getByRole('heading', { name: '年龄分布' })).toBeTruthy()
  })
})

describe('reportView', () => {
  it('ignores malformed answers instead of throwing', () => {
    expect(reportView(null)).toEqual({ kind: 'none' })
    expect(reportView({ dataSets: 'x' })).toEqual({ kind: 'none' })
    expect(reportView({ dataSets: [{ columns: [{ name: 'a' }], rows: [{ data: [1] }] }], declareBinding: { dataSetId: 'gone' } })).toEqual({
      kind: 'none',
    })
  })

  it("falls back to the node's dataSetId when the answer binds none", () => {
    const answer = {
      dataSets: [
        { dataSetId: 'a', columns: [{ name: 'A' }], rows: [{ data: [1] }] },
        { dataSetId: 'b', columns: [{ name: 'B' }], rows: [{ data: [2] }] },
      ],
      widget: { widgetType: 'COUNT' },
    }
    expect(reportView(answer, 'b')).toEqual({ kind: 'count', figure: { label: 'B', value: '2' } })
  })
})
