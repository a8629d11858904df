import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderInScreen, residentPages, sampleResidents, type ScreenStoryArgs } from '../list/story'

const meta: Meta<ScreenStoryArgs> = { title: 'Renderers/tabs', render: renderInScreen }
export default meta

type Story = StoryObj<ScreenStoryArgs>

/** A list showing the screen's paged source `name`, its search in state.<name>Search. */
const list = (name: string) => ({
  type: 'list',
  source: name,
  search: { state: `${name}Search`, placeholder: "{{ t('searchResidentName') }}" },
  key: 'residentAccountCode',
  item: [{ type: 'text', text: '{{ item.residentName }}' }],
})

/** As on the add-residents screen: the first tab opens another screen (see the Actions panel). */
export const AddResidents: Story = {
  parameters: {
    calls: {
      'residents.familyDoctorList': residentPages(sampleResidents(20, '家医')),
      'residents.hypertensionList': residentPages(sampleResidents(6, '高血压')),
    },
  },
  args: {
    state: { familyDoctorSearch: '', hypertensionSearch: '' },
    data: {
      familyDoctor: { call: 'residents.familyDoctorList', params: { name: '{{ state.familyDoctorSearch }}' }, paging: { size: 15 } },
      hypertension: { call: 'residents.hypertensionList', params: { name: '{{ state.hypertensionSearch }}' }, paging: { size: 15 } },
    },
    nodes: [
      {
        type: 'tabs',
        active: 'familyDoctor',
        tabs: [
          { key: 'manual', title: '手动添加', press: { action: 'navigate', to: '/doctor/family_doctor/hypertension/manual-add-resident' } },
          { key: 'familyDoctor', title: '从家医居民添加', body: [list('familyDoctor')] },
          { key: 'hypertension', title: '从高血压项目添加', body: [list('hypertension')] },
        ],
      },
    ],
  },
}

/** Plain tabs; the active key goes to state.tab. */
export const Plain: Story = {
  args: {
    nodes: [
      {
        type: 'tabs',
        state: 'tab',
        tabs: [
          { key: 'a', title: '全部', body: [{ type: 'text', text: '当前：{{ state.tab ?? "a" }}' }] },
          { key: 'b', title: '未读', body: [{ type: 'text', text: '当前：{{ state.tab }}' }] },
        ],
      },
    ],
  },
}

/** More titles than a phone's width holds: the bar scrolls sideways and the chosen title is brought into view. */
export const ManyTitles: Story = {
  args: {
    nodes: [
      {
        type: 'tabs',
        state: 'tab',
        active: 'oncology',
        tabs: ['全部', '心血管内科', '内分泌科', '呼吸内科', '消化内科', '神经内科', '肿瘤科', '儿科'].map((title, i) => ({
          key: i === 6 ? 'oncology' : `d${String(i)}`,
          title,
          body: [{ type: 'text', text: `${title}的课程` }],
        })),
      },
    ],
  },
}
