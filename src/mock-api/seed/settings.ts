import type { CodeValue } from '../state'

/** The request-signing key the config list hands out under SIGN_SECRET_KEY (see ../checks/sign.ts). */
export const SIGNING_KEY = {
  keyVersion: '3',
  signType: 'HMAC-SHA256',
  key: 'dzj-mock-7Qe2Lx9Vb4Nc8Rk1Tz6Wm3Hp5Ys0Ja',
} as const

export const CONFIG_ITEMS: CodeValue[] = [
  { code: 'SIGN_SECRET_KEY', value: JSON.stringify(SIGNING_KEY) },
  { code: 'APP_MIN_VERSION_DZJ', value: '3.1.0' },
  { code: 'APP_MIN_VERSION_YSY', value: '6.1.0' },
  { code: 'CUSTOMER_SERVICE_PHONE', value: '400-900-1858' },
]

/** Global settings by category; category 10 carries the product flags the doctor-auth check reads. */
export const GLOBAL_SETTINGS: Record<string, CodeValue[]> = {
  '10': [
    { code: 'DZJ_PRODUCT_FLAG', value: 'true' },
    { code: 'FAMILY_DOCTOR_TUMOR_ENABLE', value: 'true' },
    { code: 'HYPERTENSION_MANAGE_ENABLE', value: 'true' },
    { code: 'POINTS_EXCHANGE_ENABLE', value: 'true' },
  ],
  '20': [
    { code: 'SHARE_DEFAULT_TITLE', value: '大专家' },
    { code: 'SHARE_DEFAULT_DESC', value: '帮助医生成长，让求医不再难' },
  ],
}

export const TREATY_CONTENT: Record<string, string> = {
  PRIVACY_POLICY: 'CT2023PRIVACY0001',
  DCLOUD_SERVICE: 'CT2023DCLOUDSVC01',
}
