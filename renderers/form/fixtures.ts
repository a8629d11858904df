// The manual add-resident screen's form node (its schema inlined as the build inlines it: the file's content
// without $id and $schema) and the area service's answers, for tests and stories alike (no Node imports).
import formSchema from '../../schemas/api/add-resident-form.schema.json'
import screenConfig from '../../screens/hypertension/manual-add-resident.json'
import type { NodeConfig } from '../../src/engine'

const { $id: _id, $schema: _schema, ...residentSchema } = formSchema

export { residentSchema }

export const residentForm: NodeConfig = { ...screenConfig.body[0], schema: residentSchema }
export const confirmButton: NodeConfig = screenConfig.footer[0]

/**
 * Streets of 东城区 (110101, the first district a region picker offers) and of 西城区, and committees of
 * 东华门街道 and 景山街道, as the area service answers them.
 */
export const areaAnswers: Record<string, { name: string; code: string }[]> = {
  '110101': [
    { name: '东华门街道', code: '110101001' },
    { name: '景山街道', code: '110101002' },
  ],
  '110102': [{ name: '西长安街街道', code: '110102001' }],
  '110101001': [
    { name: '多福巷社区', code: '110101001001' },
    { name: '银闸社区', code: '110101001002' },
  ],
  '110101002': [{ name: '黄化门社区', code: '110101002001' }],
}

export const areaStreets = (args: unknown) => areaAnswers[String((args as { parentCode?: string }).parentCode)] ?? []
