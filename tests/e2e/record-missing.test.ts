// A detail page opened without its record's id (a broken link, a typed address) says so under its title, with a
// way back, instead of a blank page (data-source `record`, src/engine/data/record.ts).
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { openLoggedIn } from './session.ts'

const b = useBrowser()

describe('a detail page without its record', () => {
  it.each([
    ['/difficult/medknotty-detail', '会诊详情'],
    ['/health/gpt/record/detail', '对话详情'],
    ['/doctor/gpt/record/detail', '对话详情'],
    ['/doctor/special-service/bronchus/upload/detail', '上传详情'],
  ])('%s with no id says it lacks a parameter and offers a way back', async (path, title) => {
    const page = b.page()
    await openLoggedIn(page, b.url(path), /以演示医生登录/)
    const alert = page.getByRole('alert').filter({ hasText: '页面缺少参数，无法显示内容' })
    await alert.waitFor({ timeout: 10_000 })
    expect(await page.getByRole('heading', { name: title }).count()).toBe(1)
    expect(await alert.getByRole('button', { name: '返回' }).isVisible()).toBe(true)
  })
})
