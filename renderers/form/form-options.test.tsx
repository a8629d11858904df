// The generic parts of the form renderer, on small forms of their own: number inputs on iOS, date bounds,
// named validators, Chinese fallback messages, typing kept local until it pauses, remembered values.
import { act, fireEvent, screen } from '@testing-library/react'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderNodes } from '../../src/engine/testing'
import { TYPING_PAUSE_MS } from './theme/fields/TypedStringField'
import { createFormEngine, field, press } from './testing'

// The typing pause runs on a fake clock (vi.useFakeTimers), so no test sleeps through it.
const typingPauses = () => act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + 50))
afterEach(() => vi.useRealTimers())

const submitNode = { type: 'button', text: '提交', press: { action: 'submit', form: 'f' } }
const messages = () => screen.queryAllByRole('alert').map((e) => e.textContent)

async function renderForm(form: Record<string, unknown>, options: Parameters<typeof createFormEngine>[0] = {}) {
  const engine = createFormEngine(options)
  const result = renderNodes([{ type: 'form', id: 'f', ...form }, submitNode], { engine, scope: { client: options.client ?? {} } })
  await screen.findByRole('button', { name: '提交' })
  await vi.waitFor(() => expect(document.querySelector('.edu-form--loading')).toBeNull(), { timeout: 10_000 })
  return { ...result, engine }
}

const numberForm = {
  schema: { type: 'object', properties: { age: { type: 'integer', title: '年龄' }, height: { type: 'number', title: '身高' } } },
}

describe('form options', () => {
  it('draws number inputs as text inputs with a numeric keyboard on iOS', async () => {
    await renderForm(numberForm, { client: { os: 'ios' } })
    expect(field('age').getAttribute('type')).toBe('text')
    expect(field('age').getAttribute('inputmode')).toBe('numeric')
    expect(field('height').getAttribute('inputmode')).toBe('decimal')
  })

  it('keeps number inputs elsewhere, and sends numbers', async () => {
    const { engine } = await renderForm(
      { ...numberForm, submit: { action: 'call', call: 'save', args: '{{ form }}' } },
      { client: { os: 'android' }, calls: { save: true } },
    )
    expect(field('age').getAttribute('type')).toBe('number')
    fireEvent.change(field('age'), { target: { value: '42' } })
    await press('提交')
    await vi.waitFor(() => expect(engine.recorded.calls).toEqual([{ name: 'save', args: { age: 42 } }]))
  })

  it('refuses a date outside its bounds (1900-01-01 to today by default)', async () => {
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD')
    await renderForm({
      schema: { type: 'object', properties: { birthday: { type: 'string', title: '出生日期' } } },
      ui: { birthday: { 'ui:widget': 'date', 'ui:options': { max: 'today' } } },
      initial: { birthday: tomorrow },
    })
    expect(field('birthday').textContent).toContain(tomorrow)
    await press('提交')
    await vi.waitFor(() => expect(messages()).toEqual([`请选择1900-01-01至${dayjs().format('YYYY-MM-DD')}之间的日期`]))
  })

  it('checks a field with a validator from the engine registry', async () => {
    const engine = createFormEngine()
    engine.registerValidator('mainland-mobile', /^1[3-9]\d{9}$/)
    renderNodes(
      [
        {
          type: 'form',
          id: 'f',
          schema: { type: 'object', properties: { phone: { type: 'string', title: '手机' } } },
          ui: { phone: { 'ui:widget': 'phone', 'ui:options': { validator: 'mainland-mobile' } } },
          messages: { 'phone.validator': '请填写有效的手机号' },
        },
        submitNode,
      ],
      { engine },
    )
    await vi.waitFor(() => expect(field('phone')).toBeTruthy(), { timeout: 10_000 })
    fireEvent.change(field('phone'), { target: { value: '12345' } })
    await press('提交')
    await vi.waitFor(() => expect(messages()).toEqual(['请填写有效的手机号']))
  })

  it('falls back to Chinese messages from ajv-i18n, with the runtime validator for a schema not precompiled', async () => {
    await renderForm({
      schema: { type: 'object', required: ['code'], properties: { code: { type: 'string', title: '邀请码', minLength: 6 } } },
    })
    await press('提交')
    await vi.waitFor(() => expect(messages()).toEqual(["应当有必需属性 '邀请码'"]))
    fireEvent.change(field('code'), { target: { value: 'abc' } })
    await press('提交')
    await vi.waitFor(() => expect(messages()).toEqual(['不应少于 6 个字符']))
  })

  it('keeps typing in the field until it pauses, then gives it to the form', async () => {
    const onChange = vi.fn()
    const { engine } = await renderForm(
      {
        schema: { type: 'object', properties: { name: { type: 'string', title: '姓名' } } },
        submit: { action: 'call', call: 'save', args: '{{ form }}' },
      },
      { calls: { save: onChange } },
    )
    vi.useFakeTimers()
    fireEvent.change(field('name'), { target: { value: '张' } })
    fireEvent.change(field('name'), { target: { value: '张三' } })
    expect((field('name') as HTMLInputElement).value).toBe('张三')
    await typingPauses()
    expect((field('name') as HTMLInputElement).value).toBe('张三')
    vi.useRealTimers()
    // A submit straight after typing, with no pause, still sends what was typed.
    fireEvent.change(field('name'), { target: { value: '张三丰' } })
    await press('提交')
    await vi.waitFor(() => expect(engine.recorded.calls).toEqual([{ name: 'save', args: { name: '张三丰' } }]))
  })

  it('publishes its values as forms.<id>, so a node elsewhere on the screen shows what is typed', async () => {
    const engine = createFormEngine()
    renderNodes(
      [
        { type: 'form', id: 'f', schema: { type: 'object', properties: { name: { type: 'string', title: '姓名' } } } },
        { type: 'text', text: '预览：{{ forms.f.name ?? "" }}' },
      ],
      { engine },
    )
    await screen.findByText('姓名', {}, { timeout: 10_000 })
    expect(screen.getByText('预览：')).toBeTruthy()
    vi.useFakeTimers()
    fireEvent.change(field('name'), { target: { value: '张三' } })
    await typingPauses()
    expect(screen.getByText('预览：张三')).toBeTruthy()
  })

  it('starts from the initial values, with remembered values over them', async () => {
    localStorage.setItem('edu.form.f', JSON.stringify({ city: '杭州', secret: 'x' }))
    await renderForm(
      {
        schema: { type: 'object', properties: { city: { type: 'string', title: '城市' }, note: { type: 'string', title: '备注' } } },
        initial: { city: '北京', note: '{{ query.note }}' },
        remember: ['city'],
      },
      {},
    )
    expect((field('city') as HTMLInputElement).value).toBe('杭州')
  })
})
