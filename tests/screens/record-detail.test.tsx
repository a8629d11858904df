// A detail page whose data source names its record (`record`, src/engine/data/record.ts) says when it has none:
// opened without its id it fetches nothing and says the page lacks a parameter, with a way back; when the backend
// has no such record, it shows the backend's words the same way. Never a blank page under the title.
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, nodeTypesIn, type Screen } from '../../src/engine'
import { createListEngine } from '../../renderers/list/testing'
import { registerAppExtensions } from '../../src/shell/register-app'
import consultDetail from '../../screens/difficult/consult-detail.json'
import uploadDetail from '../../screens/special-service/bronchus/detail.json'
import recordDetail from '../../screens/ai/record-detail.json'

async function open(config: unknown, query: Record<string, string>, calls: Record<string, unknown> = {}) {
  const engine = createListEngine({ calls }, registerAppExtensions)
  // Every lazy renderer the screen draws is here first: one that arrived after the file's last test woke React
  // once the test environment was gone (EnvironmentTeardownError, which failed CI runs).
  await Promise.all([...nodeTypesIn(config)].map((type) => engine.renderers.get(type)?.preload?.() ?? Promise.resolve()))
  render(
    <EngineProvider engine={engine}>
      <ScreenView config={config as Screen} query={query} />
    </EngineProvider>,
  )
  return engine.recorded
}

describe('a detail page without its record', () => {
  it.each([
    ['/difficult/medknotty-detail', consultDetail, '会诊详情'],
    ['/doctor/special-service/bronchus/upload/detail', uploadDetail, '上传详情'],
    ['/health/gpt/record/detail', recordDetail, '对话详情'],
  ])('%s with no id says it lacks a parameter, fetches nothing, and goes back', async (_, config, title) => {
    const recorded = await open(config, {})
    expect(await screen.findByText('页面缺少参数，无法显示内容')).toBeTruthy()
    expect(screen.getByRole('heading', { name: title })).toBeTruthy()
    expect(recorded.calls).toEqual([])
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '返回' }))
    expect(recorded.backs).toBe(1)
  })

  it('says what the backend answered when the record is not there', async () => {
    const missing = () => {
      throw Object.assign(new Error('会诊不存在'), { code: '404' })
    }
    await open(consultDetail, { consultId: 'DC999999' }, { 'consult.detail': missing })
    expect(await screen.findByText('会诊不存在')).toBeTruthy()
    expect(within(screen.getByRole('alert')).getByRole('button', { name: '返回' })).toBeTruthy()
  })

  it('draws the record when there is one', async () => {
    const consult = {
      consultId: 'DC000001',
      title: '反复咳嗽两月余',
      disease: '慢性咳嗽',
      status: '专家会诊中',
      createTime: 0,
      description: '夜间加重',
    }
    await open(consultDetail, { consultId: 'DC000001' }, { 'consult.detail': consult })
    expect(await screen.findByText('反复咳嗽两月余')).toBeTruthy()
    expect(screen.queryByText('页面缺少参数，无法显示内容')).toBeNull()
  })
})
