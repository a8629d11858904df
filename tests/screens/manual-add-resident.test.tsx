// The manual add-resident form (screens/hypertension/manual-add-resident.json) under jsdom: every message of
// spec §5, the submit with the region split into province, city and area, success and failure.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { rememberKey } from '../../renderers/form/remember'
import type { NodeConfig } from '../../src/engine'
import { renderNodes } from '../../src/engine/testing'
import { areaStreets, confirmButton, residentForm } from '../../renderers/form/fixtures'
import { field, pick, press, shown, submitButton, typeInto } from '../../renderers/form/testing'
import { createResidentFormEngine as createFormEngine, renderResidentForm } from './manual-add-testing'
import { settle } from '../../src/engine/testing'

const FORM_ID = 'hypertensionResident'
const messages = () => screen.queryAllByRole('alert').map((e) => e.textContent)

async function fillValidResident(): Promise<void> {
  await typeInto('userName', '张三')
  await settle(() => screen.getByText('女').click())
  await typeInto('phoneNumber', '13912345678')
  await pick('area')
  await vi.waitFor(() => expect(shown('area')).toBe('北京市 北京市 东城区'))
  await pick('street')
  await vi.waitFor(() => expect(shown('street')).toBe('东华门街道'))
  await pick('committee')
  await vi.waitFor(() => expect(shown('committee')).toBe('多福巷社区'))
  await typeInto('detailAddress', '1号楼2单元')
  await settle(() => screen.getByText('高血压患者').click())
}

describe('manual add-resident form', () => {
  it('answers a press made before the form has loaded, once it has', async () => {
    const engine = createFormEngine({ calls: { 'hypertension.addResident': true } })
    renderNodes([residentForm, confirmButton], { engine })
    // First in this file: once a test has drawn the form, its code and validator stay loaded and it draws at once.
    expect(document.getElementById('root_userName')).toBeNull()
    await press('确认添加')
    await vi.waitFor(() => expect(messages()).toContain('居民姓名不能为空'), { timeout: 10_000 })
    expect(engine.recorded.reports).toEqual([])
  })

  it('shows the message of every required field on submit, and calls nothing', async () => {
    const { recorded } = await renderResidentForm()
    await press('确认添加')
    await vi.waitFor(() => expect(messages()).toEqual(['居民姓名不能为空', '请选择性别', '手机号不能为空', '请选择居民分类']))
    expect(recorded.calls.filter((c) => c.name === 'hypertension.addResident')).toEqual([])
    expect(submitButton().className).not.toContain('adm-button-loading')
  })

  it('shows each text field’s limit and refuses a long paste without calling (issue 33)', async () => {
    const { recorded } = await renderResidentForm()
    expect(field('userName').getAttribute('maxlength')).toBe('20')
    // The address box counts what is typed against its limit, and cuts what goes past it.
    expect(screen.getByText('0/100')).toBeTruthy()
    await typeInto('detailAddress', '路'.repeat(150))
    expect((field('detailAddress') as HTMLTextAreaElement).value).toHaveLength(100)
    expect(screen.getByText('100/100')).toBeTruthy()
    await fillValidResident()
    // A paste that gets past the box's own limit (a script, an old browser) is still refused by the form's schema.
    await typeInto('userName', '林'.repeat(10_000))
    await press('确认添加')
    await vi.waitFor(() => expect(messages()).toEqual([expect.stringContaining('20')]))
    expect(recorded.calls.filter((c) => c.name === 'hypertension.addResident')).toEqual([])
  })

  it('sends one add for two presses in one task, a press before the answer, and a second submit button (issue 33)', async () => {
    let answer: (value: unknown) => void = () => undefined
    const engine = createFormEngine({
      calls: { 'area.streets': areaStreets, 'hypertension.addResident': () => new Promise((resolve) => (answer = resolve)) },
    })
    const again: NodeConfig = { type: 'button', text: '再次提交', press: { action: 'submit', form: FORM_ID } }
    const { recorded } = await renderResidentForm({ engine, nodes: [residentForm, confirmButton, again] })
    await fillValidResident()
    const adds = () => recorded.calls.filter((c) => c.name === 'hypertension.addResident')
    const confirm = screen.getByRole('button', { name: '确认添加' })
    // Two clicks in one browser task: nothing is redrawn between them.
    await settle(() => {
      confirm.click()
      confirm.click()
    })
    await vi.waitFor(() => expect(adds()).toHaveLength(1))
    // Before the answer: the same button again, and another button submitting the same form.
    await press('确认添加')
    await press('再次提交')
    expect(adds()).toHaveLength(1)
    await settle(() => answer(true))
    await vi.waitFor(() => expect(screen.getAllByRole('button', { name: '确认添加' })[0]?.className).not.toContain('adm-button-loading'))
    expect(adds()).toHaveLength(1)
    expect(engine.recorded.reports).toEqual([])
  })

  it('labels the choices as the spec says', async () => {
    await renderResidentForm()
    for (const label of ['男', '女', '高血压风险人群', '高血压患者', '手机号', '所在地', '所在街道/镇', '所在村/居委会'])
      expect(screen.getByText(label)).toBeTruthy()
    expect(shown('area')).toBe('请选择')
  })

  it('refuses a phone number that is not 11 digits starting 1 then 3-9, and drops the message once fixed', async () => {
    await renderResidentForm()
    for (const wrong of ['1391234567', '12912345678', '23912345678']) {
      await typeInto('phoneNumber', wrong)
      await press('确认添加')
      await vi.waitFor(() => expect(messages()).toContain('请填写有效的手机号'))
    }
    await typeInto('phoneNumber', '13912345678')
    await vi.waitFor(() => expect(messages()).not.toContain('请填写有效的手机号'))
    await typeInto('phoneNumber', '')
    await vi.waitFor(() => expect(messages()).toContain('手机号不能为空'))
  })

  it('sends the form with province, city and area taken from the region, toasts, and goes back after 500 ms', async () => {
    const { recorded } = await renderResidentForm()
    await fillValidResident()
    await press('确认添加')
    await vi.waitFor(() => expect(recorded.toasts.map((t) => t.text)).toContain('添加成功'), 5000)
    const sent = recorded.calls.find((c) => c.name === 'hypertension.addResident')
    expect(sent?.args).toEqual({
      userName: '张三',
      gender: '2',
      phoneNumber: '13912345678',
      province: '110000',
      city: '110100',
      area: '110101',
      street: '110101001',
      committee: '110101001001',
      detailAddress: '1号楼2单元',
      tag: '20',
    })
    const toastAt = Date.now()
    expect(recorded.backs).toBe(0)
    await vi.waitFor(() => expect(recorded.backs).toBe(1), 5000)
    expect(Date.now() - toastAt).toBeGreaterThanOrEqual(400)
  })

  /** Fill, press confirm: the call goes out, loading stops, no success toast, no back, the name still there. */
  async function submitAndExpectNoSuccess(recorded: { calls: { name: string }[]; toasts: { text: string }[]; backs: number }) {
    await fillValidResident()
    await press('确认添加')
    await vi.waitFor(() => expect(recorded.calls.some((c) => c.name === 'hypertension.addResident')).toBe(true))
    await vi.waitFor(() => expect(submitButton().className).not.toContain('adm-button-loading'))
    expect(recorded.toasts.map((t) => t.text)).not.toContain('添加成功')
    expect(recorded.backs).toBe(0)
    expect((field('userName') as HTMLInputElement).value).toBe('张三')
  }

  it('keeps every value after a failed submit, stops loading, and remembers nothing', async () => {
    const failing = () => Promise.reject(Object.assign(new Error('服务器繁忙,请稍后重试'), { code: 500 }))
    const { recorded } = await renderResidentForm({ add: failing })
    await submitAndExpectNoSuccess(recorded)
    expect((field('phoneNumber') as HTMLInputElement).value).toBe('13912345678')
    expect([shown('area'), shown('street'), shown('committee')]).toEqual(['北京市 北京市 东城区', '东华门街道', '多福巷社区'])
    expect((field('detailAddress') as HTMLTextAreaElement).value).toBe('1号楼2单元')
    expect(localStorage.getItem(rememberKey(FORM_ID))).toBeNull()
  })

  it('a falsy answer is no success (the screen ensures the result): no toast, no back, values kept', async () => {
    const engine = createFormEngine({ calls: { 'area.streets': areaStreets, 'hypertension.addResident': false } })
    const { recorded } = await renderResidentForm({ engine, nodes: [residentForm, confirmButton] })
    await submitAndExpectNoSuccess(recorded)
  })

  it('remembers area, street, committee and detail address after a success and prefills them next time', async () => {
    const first = await renderResidentForm()
    await fillValidResident()
    await press('确认添加')
    await vi.waitFor(() => expect(first.recorded.backs).toBe(1), { timeout: 2000 })
    expect(JSON.parse(localStorage.getItem(rememberKey(FORM_ID)) ?? '{}')).toEqual({
      area: ['110000', '110100', '110101'],
      street: '110101001',
      committee: '110101001001',
      detailAddress: '1号楼2单元',
    })
    first.unmount()

    await renderResidentForm()
    await vi.waitFor(() =>
      expect([shown('area'), shown('street'), shown('committee')]).toEqual(['北京市 北京市 东城区', '东华门街道', '多福巷社区']),
    )
    expect((field('detailAddress') as HTMLTextAreaElement).value).toBe('1号楼2单元')
    expect((field('userName') as HTMLInputElement).value).toBe('')
    expect((field('phoneNumber') as HTMLInputElement).value).toBe('')
  })
})
