// The partner channel's treaties page and the health-file authorisation screen, on the real renderers.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngineProvider, ScreenView, type Screen } from '../../src/engine'
import { registerAppExtensions } from '../../src/shell/register-app'
import { createListEngine } from '../../renderers/list/testing'
import treatiesConfig from '../../screens/partner/third-party-authorized-login.json'
import healthFileConfig from '../../screens/health-file/authorization.json'
import type { FakeServiceOptions } from '../../src/engine/testing'
import { settle } from '../../src/engine/testing'

function open(config: unknown, address: { route?: Record<string, string>; query?: Record<string, string> }, options: FakeServiceOptions) {
  const engine = createListEngine(options, registerAppExtensions)
  render(
    <EngineProvider engine={engine}>
      <ScreenView config={config as Screen} route={address.route} query={address.query} />
    </EngineProvider>,
  )
  return engine.recorded
}

const treaty = (treatyCode: string, isSign: boolean, treatyName: string) => ({
  treatyCode,
  contentCode: `C_${treatyCode}`,
  isSign,
  treatyName,
})

describe('third-party authorised login', () => {
  it('shows both treaties and, on consent, signs the listed ones and goes back to redirectUrl', async () => {
    const recorded = open(
      treatiesConfig,
      { query: { ids: 'DCLOUD_SERVICE', redirectUrl: 'http://localhost:3000/edu/integral/detail' } },
      {
        calls: {
          'treaty.get': (args: { treatyCode: string }) =>
            args.treatyCode === 'PRIVACY_POLICY'
              ? treaty('PRIVACY_POLICY', true, '隐私政策')
              : treaty('DCLOUD_SERVICE', false, '用户服务协议'),
          'treaty.sign': { signed: ['PRIVACY_POLICY', 'DCLOUD_SERVICE'] },
        },
      },
    )
    expect(await screen.findByText('《隐私政策》')).toBeTruthy()
    expect(await screen.findByText('《用户服务协议》')).toBeTruthy()
    expect(screen.getByText('待同意')).toBeTruthy()
    await settle(() => fireEvent.click(screen.getByText('同意并继续')))
    await waitFor(() => expect(recorded.navigations).toEqual([{ to: 'http://localhost:3000/edu/integral/detail', replace: true }]))
    expect(recorded.calls.filter((c) => c.name === 'treaty.sign')).toEqual([
      { name: 'treaty.sign', args: { treatyCodes: 'DCLOUD_SERVICE' } },
    ])
  })

  it('refusing goes home without signing', async () => {
    const recorded = open(
      treatiesConfig,
      { query: { ids: 'DCLOUD_SERVICE', redirectUrl: '/integral/detail' } },
      {
        calls: { 'treaty.get': treaty('DCLOUD_SERVICE', false, '用户服务协议') },
      },
    )
    await screen.findAllByText('《用户服务协议》')
    await settle(() => fireEvent.click(screen.getByText('不同意')))
    expect(recorded.navigations).toEqual([{ to: '/', replace: true }])
    expect(recorded.calls.some((c) => c.name === 'treaty.sign')).toBe(false)
  })
})

describe('health-file authorisation', () => {
  const route = { applicantUserId: 'D1', healthArchiveUserId: 'R1', permissionType: 'READ' }
  const request = (status: string) => ({
    applicantUserId: 'D1',
    applicantName: '陈立新',
    applicantRole: '家庭医生',
    healthArchiveUserId: 'R1',
    healthArchiveUserName: '林晓燕',
    permissionType: 'READ',
    permissionName: '查看健康档案',
    status,
  })

  it('shows who asks for which permission, and grants it', async () => {
    let status = 'PENDING'
    const recorded = open(
      healthFileConfig,
      { route },
      {
        calls: {
          'healthFile.authorization': () => request(status),
          'healthFile.decide': (args: { agree: boolean }) => ((status = args.agree ? 'GRANTED' : 'REFUSED'), request(status)),
        },
      },
    )
    expect(await screen.findByText('家庭医生陈立新')).toBeTruthy()
    expect(screen.getByText('申请查看健康档案（林晓燕）')).toBeTruthy()
    expect(recorded.calls[0]).toEqual({ name: 'healthFile.authorization', args: route })
    await settle(() => fireEvent.click(screen.getByText('同意授权')))
    expect(await screen.findByText('您已同意授权')).toBeTruthy()
    expect(recorded.calls.find((c) => c.name === 'healthFile.decide')?.args).toEqual({ ...route, agree: true })
    expect(recorded.toasts).toContainEqual(expect.objectContaining({ text: '已同意授权' }))
    expect(screen.queryByText('拒绝')).toBeNull()
  })

  it('refuses it', async () => {
    let status = 'PENDING'
    open(
      healthFileConfig,
      { route },
      {
        calls: {
          'healthFile.authorization': () => request(status),
          'healthFile.decide': (args: { agree: boolean }) => ((status = args.agree ? 'GRANTED' : 'REFUSED'), request(status)),
        },
      },
    )
    await screen.findByText('家庭医生陈立新')
    await settle(() => fireEvent.click(screen.getByText('拒绝')))
    expect(await screen.findByText('您已拒绝授权')).toBeTruthy()
  })
})
