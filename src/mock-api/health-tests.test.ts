import Ajv from 'ajv'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RESIDENT, loginAs, mockServer, resetMockBackend } from './node'
import { apiSchemas } from './schemas'
import { sendCall } from './testing'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => resetMockBackend())
afterAll(() => mockServer.close())

const ajv = new Ajv({ allErrors: true, strict: false })
for (const schema of apiSchemas.values()) ajv.addSchema(schema)

interface Answer {
  dataSets: Array<{ columns: Array<{ name: string }>; rows: Array<{ data: Array<string | number | null> }> }>
  widget?: { widgetType: string }
}
interface Portrait {
  indicators: Array<{ code: string; value: string; values: number[]; records: Array<{ values: number[] }> }>
  height: number
  weight: number
}

async function data<T>(name: string, args: unknown, token: string, doctorPage = false): Promise<T> {
  const { body } = await sendCall(name, args, { token, doctorPage })
  expect(body.code, body.msg).toBe('000000')
  return body.data as T
}

const run = (id: string, token: string, userId?: string) =>
  data<Answer>('report.execute', { id, parameterList: userId ? [{ key: 'userId', value: [userId] }] : [] }, token)

describe('health-test reports (report.execute)', () => {
  it("agree with 林晓燕's health portrait", async () => {
    const token = loginAs('resident')
    const portrait = await data<Portrait>('portrait.indicators', {}, token)
    const bp = portrait.indicators.find((i) => i.code === 'BLOOD_PRESSURE')
    const latest = await run('HT_HYPERTENSION_LATEST', token)
    expect(latest.widget?.widgetType).toBe('COUNT')
    expect(latest.dataSets[0].rows[0].data).toEqual([bp?.value])
    const figures = await run('HT_HYPERTENSION_FIGURES', token)
    expect(figures.widget?.widgetType).toBe('COUNTS')
    expect(figures.dataSets[0].rows[0].data.slice(0, 2)).toEqual(bp?.values)
    const trend = await run('HT_HYPERTENSION_TREND', token)
    expect(trend.widget).toBeUndefined()
    expect(trend.dataSets[0].columns.map((c) => c.name)).toEqual(['日期', '收缩压', '舒张压'])
    expect(trend.dataSets[0].rows.map((r) => r.data.slice(1))).toEqual([...(bp?.records ?? [])].reverse().map((r) => r.values))
    const body = await run('HT_OBESITY_BODY', token)
    expect(body.dataSets[0].rows[0].data.slice(0, 2)).toEqual([portrait.height, portrait.weight])
  })

  it("answers every report to its schema, and a doctor his resident's", async () => {
    const validate = ajv.getSchema('api/report-dataset.schema.json')
    const doctor = loginAs('doctor')
    for (const id of ['HT_GENERAL_ABNORMAL', 'HT_GENERAL_BODY', 'HT_GENERAL_HEART_TREND', 'HT_OBESITY_BMI', 'HT_OBESITY_BMI_TREND']) {
      const answer = await run(id, doctor, DEMO_RESIDENT.accountCode)
      expect(validate?.(answer), JSON.stringify(validate?.errors)).toBe(true)
      expect(answer.dataSets[0].rows.length).toBeGreaterThan(0)
    }
    const resident = await run('HT_GENERAL_BODY', loginAs('resident'))
    expect(await run('HT_GENERAL_BODY', doctor, DEMO_RESIDENT.accountCode)).toEqual(resident)
  })
})
