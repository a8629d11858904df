import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useMemo } from 'react'
import { useEngine, type NodeConfig } from '../../src/engine'
import { NodesFrame } from '../../src/engine/testing'
import { areaStreets, confirmButton, residentForm } from './fixtures'

// The manual add-resident form (screens/hypertension/manual-add-resident.json) with its fixed confirm button,
// against fake area and add-resident calls: empty, messages shown, filled, submitting, failed.

interface FormStoryArgs {
  /** The form node as a screen config writes it (its schema inlined, as the build does). */
  form: NodeConfig
}

function FormStory({ form }: FormStoryArgs) {
  const engine = useEngine()
  const nodes = useMemo(() => [form, confirmButton], [form])
  const scope = useMemo(() => ({ user: engine.services.user(), client: engine.services.client() }), [engine])
  return (
    <div style={{ maxWidth: 420 }}>
      <NodesFrame engine={engine} nodes={nodes} scope={scope} />
    </div>
  )
}

const meta: Meta<FormStoryArgs> = {
  title: 'Renderers/form',
  render: (args) => <FormStory {...args} />,
  parameters: { calls: { 'area.streets': areaStreets, 'hypertension.addResident': true } },
  args: { form: residentForm },
}
export default meta

type Story = StoryObj<FormStoryArgs>

const filled: NodeConfig = {
  ...residentForm,
  initial: {
    userName: '张三',
    gender: '2',
    birthday: '1962-05-03',
    phoneNumber: '13912345678',
    area: ['110000', '110100', '110101'],
    street: '110101001',
    committee: '110101001001',
    detailAddress: '1号楼2单元301',
    tag: '20',
  },
}

const pressConfirm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: '确认添加' }))
  return canvas
}

/** As the screen opens: nothing chosen, pickers say 请选择. */
export const Empty: Story = {}

/** Confirm pressed on an empty form: the four required messages of spec §5. */
export const ErrorsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pressConfirm(canvasElement)
    for (const message of ['居民姓名不能为空', '请选择性别', '手机号不能为空', '请选择居民分类'])
      await expect(await canvas.findByText(message)).toBeTruthy()
  },
}

/** A phone number that is not 11 digits starting 1 then 3-9. */
export const InvalidPhone: Story = {
  args: { form: { ...filled, initial: { ...(filled.initial as object), phoneNumber: '12345678901' } } },
  play: async ({ canvasElement }) => {
    const canvas = await pressConfirm(canvasElement)
    await expect(await canvas.findByText('请填写有效的手机号')).toBeTruthy()
  },
}

/** Every field filled; street and committee names appear once their options load. */
export const Filled: Story = {
  args: { form: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('多福巷社区')).toBeTruthy()
  },
}

/** Confirm pressed and the add call still running: the button spins. */
export const Submitting: Story = {
  args: { form: filled },
  parameters: { calls: { 'area.streets': areaStreets, 'hypertension.addResident': () => new Promise(() => undefined) } },
  play: async ({ canvasElement }) => {
    await pressConfirm(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('.adm-button-loading')).toBeTruthy())
  },
}

/** The add call failed: the loading stops and every value stays. */
export const SubmitFailed: Story = {
  args: { form: filled },
  parameters: {
    calls: {
      'area.streets': areaStreets,
      'hypertension.addResident': () => Promise.reject(Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await pressConfirm(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('.adm-button-loading')).toBeNull())
    await expect((canvasElement.querySelector('#root_userName') as HTMLInputElement).value).toBe('张三')
    await expect(await canvas.findByText('东华门街道')).toBeTruthy()
  },
}

/** Certification's fields: ID card photos (compressed in the browser) and a hospital chosen by search, 10 a page. */
const certificationForm: NodeConfig = {
  type: 'form',
  id: 'certification',
  schema: {
    type: 'object',
    required: ['hospitalId', 'idCardFront'],
    properties: {
      hospitalId: { type: 'string', title: '执业医院' },
      idCardFront: { type: 'string', title: '身份证人像面' },
      certificatePhotos: { type: 'array', title: '医师执业证书', maxItems: 3, items: { type: 'string' } },
    },
  },
  ui: {
    hospitalId: {
      'ui:field': 'search-select',
      'ui:options': {
        options: { call: 'hospitals.list', params: { name: '{{ item.search }}', current: '{{ item.page }}', size: '{{ item.size }}' } },
        labelKey: 'hospitalName',
        valueKey: 'hospitalId',
      },
    },
    idCardFront: { 'ui:field': 'photos' },
    certificatePhotos: { 'ui:field': 'photos' },
  },
}

const hospitalPage = (a: { name?: string; current: number; size: number }) => {
  const all = Array.from({ length: 23 }, (_, i) => ({
    hospitalId: `H${i + 1}`,
    hospitalName: `杭州市西湖区第${i + 1}社区卫生服务中心`,
  })).filter((h) => h.hospitalName.includes(a.name ?? ''))
  return { current: a.current, size: a.size, total: all.length, records: all.slice((a.current - 1) * a.size, a.current * a.size) }
}

export const PhotosAndSearchSelect: Story = {
  args: { form: certificationForm },
  parameters: { calls: { 'hospitals.list': hospitalPage } },
}
