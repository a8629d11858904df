// What the browser tests do with the app's forms as a user does: read the messages under the fields, and choose
// an option in a field's picker (antd-mobile's, opened by tapping the field's row).
import type { Page } from 'playwright-core'

/** The messages shown under the form's fields, in order. */
export const fieldMessages = (page: Page) => page.locator('.edu-form-row__error').allInnerTexts()

/** Taps the field `root_<field>`, chooses `item` in its picker, confirms, and waits for the picker to close. */
export async function pickOption(page: Page, field: string, item: string): Promise<void> {
  await page.locator(`#root_${field}`).click()
  const popup = page.locator(`.root_${field}__picker`)
  await popup.locator('.adm-picker-view-column-item', { hasText: item }).first().click()
  // The column's scroll settles on the item before 确定 takes it.
  await page.waitForTimeout(100)
  await popup.getByText('确定', { exact: true }).click()
  await popup.locator('.adm-picker').waitFor({ state: 'hidden' })
}
