import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { NodeConfig } from '../../src/engine'
import { renderInScreen, residentPages, sampleResidents, type ScreenStoryArgs } from './story'

const meta: Meta<ScreenStoryArgs> = { title: 'Renderers/list', render: renderInScreen }
export default meta

type Story = StoryObj<ScreenStoryArgs>

const residentItem: NodeConfig[] = [
  {
    type: 'stack',
    direction: 'horizontal',
    gap: 12,
    align: 'center',
    padding: 12,
    body: [
      {
        type: 'image',
        width: 44,
        height: 44,
        alt: '{{ item.residentName }}',
        src: "{{ item.residentGender == 2 ? 'static/default-woman.svg' : 'static/default-man.svg' }}",
      },
      {
        type: 'stack',
        gap: 0,
        body: [
          { type: 'text', text: '{{ item.residentName }}' },
          {
            type: 'text',
            variant: 'caption',
            text: "{{ item.residentGender == 1 ? '男' : '女' }}  {{ item.residentAge }}{{ item.ageUnit }}",
          },
        ],
      },
    ],
  },
]

function residentList(extra: Record<string, unknown> = {}): NodeConfig {
  return {
    type: 'list',
    source: 'residents',
    search: { state: 'q', placeholder: "{{ t('searchResidentName') }}" },
    key: 'residentAccountCode',
    itemHeight: 72,
    item: residentItem,
    ...extra,
  }
}

/** The screen around a resident list: its paged source (15 a page, the search as name) and the search state. */
function residentArgs(
  list: Record<string, unknown> = {},
  { size = 15, state = {} }: { size?: number; state?: Record<string, unknown> } = {},
): ScreenStoryArgs {
  return {
    nodes: [residentList(list)],
    state: { q: '', ...state },
    data: { residents: { call: 'residents.familyDoctorList', params: { name: '{{ state.q }}' }, paging: { size } } },
  }
}

const done: NodeConfig = {
  type: 'button',
  block: true,
  text: "{{ t('doneCount', len(state.selected)) }}",
  disabled: '{{ len(state.selected) == 0 }}',
  press: { action: 'toast', text: '{{ join(state.selected, "、") }}' },
}

/** The first page has not come back: 加载中…. */
export const Loading: Story = {
  parameters: { calls: { 'residents.familyDoctorList': () => new Promise(() => undefined) } },
  args: residentArgs(),
}

/** Nothing to list: the empty image with 暂无数据. */
export const Empty: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages([]) } },
  args: residentArgs(),
}

/** A search that matches no one. */
export const EmptySearch: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages(sampleResidents(8)) } },
  args: residentArgs(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByPlaceholderText('请输入居民姓名'), '查无此人')
    await expect(await canvas.findByText('暂无匹配结果', undefined, { timeout: 2000 })).toBeTruthy()
  },
}

/** 20 residents, 15 a page: scroll down for the second page and the end of the list. */
export const EndOfList: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages(sampleResidents(20)) } },
  args: residentArgs(),
}

/** The call fails: its message and a retry link. */
export const Failure: Story = {
  parameters: {
    calls: {
      'residents.familyDoctorList': () => {
        throw Object.assign(new Error('网络连接异常，请检查您的网络连接！'), { code: 'NETWORK_ERROR' })
      },
    },
  },
  args: residentArgs(),
}

/** Multi-select into state.selected; the Done button counts them and is disabled with none. */
export const Selection: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages(sampleResidents(30)) } },
  args: residentArgs({ select: { state: 'selected' }, footer: [done] }, { state: { selected: ['R2'] } }),
}

/** 1,000 residents in one page: only the rows near the view are in the page. */
export const LongList: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages(sampleResidents(1000)) } },
  args: residentArgs({ search: undefined }, { size: 1000 }),
}

/** Pull the list down at its top to load page 1 again (antd-mobile's PullToRefresh). */
export const PullToRefresh: Story = {
  parameters: { calls: { 'residents.familyDoctorList': residentPages(sampleResidents(20)) } },
  args: residentArgs({ pullToRefresh: true }),
}

/** Records given by an expression instead of a source (the entries of a points month). */
export const GivenItems: Story = {
  args: {
    state: { entries: [{ label: '签到奖励' }, { label: '完成问卷' }, { label: '兑换服务' }] },
    nodes: [{ type: 'list', items: '{{ state.entries }}', item: [{ type: 'text', text: '{{ item.label }}' }] }],
  },
}
