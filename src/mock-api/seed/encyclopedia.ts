// The encyclopedia: diseases and medicines the popular-science pages link to, reviewed by the seed's doctors.
import { byline } from './people'
export interface SeedEntry {
  id: string
  kind: 'disease' | 'medicine'
  name: string
  alias?: string
  department: string
  summary: string
  reviewer: string
  sections: Array<{ title: string; body: string }>
}

export const SEED_ENTRIES: readonly SeedEntry[] = [
  {
    id: '1',
    kind: 'disease',
    name: '原发性高血压',
    alias: '高血压病',
    department: '心血管内科',
    reviewer: byline('陈立新'),
    summary: '以体循环动脉血压升高为主要表现的临床综合征，是最常见的慢性病，也是心脑血管病最主要的危险因素。',
    sections: [
      { title: '病因', body: '与遗传、高盐饮食、超重和肥胖、过量饮酒、长期精神紧张及缺乏体力活动有关。' },
      { title: '症状', body: '多数患者没有明显症状，部分人有头晕、头痛、颈项板紧、疲劳、心悸等。' },
      { title: '诊断', body: '非同日 3 次诊室血压收缩压 ≥140 mmHg 和（或）舒张压 ≥90 mmHg。' },
      { title: '治疗', body: '- 生活方式干预：限盐、减重、戒烟限酒、规律运动\n- 药物治疗：在医生指导下长期规律服药' },
      { title: '预防', body: '每天食盐不超过 5 克，35 岁以上每年至少测一次血压。' },
    ],
  },
  {
    id: '2',
    kind: 'disease',
    name: '2型糖尿病',
    department: '内分泌科',
    reviewer: byline('孙丽华'),
    summary: '以胰岛素抵抗和胰岛素分泌相对不足为特征的代谢性疾病，占糖尿病的 90% 以上。',
    sections: [
      { title: '症状', body: '多饮、多尿、多食和体重下降，许多人早期没有症状，在体检时发现。' },
      { title: '诊断', body: '空腹血糖 ≥7.0 mmol/L，或餐后 2 小时血糖 ≥11.1 mmol/L，或糖化血红蛋白 ≥6.5%。' },
      { title: '治疗', body: '饮食控制、运动、血糖监测、药物治疗和健康教育，五驾马车缺一不可。' },
    ],
  },
  {
    id: '3',
    kind: 'disease',
    name: '结直肠癌',
    department: '肿瘤科',
    reviewer: byline('吴淑珍'),
    summary: '发生于结肠和直肠的恶性肿瘤，早期发现、早期治疗的 5 年生存率可达 90%。',
    sections: [
      { title: '症状', body: '便血、排便习惯改变、腹痛、不明原因的贫血和消瘦。' },
      { title: '筛查', body: '50 至 74 岁人群建议每年做一次大便潜血检测，阳性者做肠镜。' },
    ],
  },
  {
    id: '1',
    kind: 'medicine',
    name: '苯磺酸氨氯地平片',
    alias: '络活喜',
    department: '心血管内科',
    reviewer: byline('陈立新'),
    summary: '长效二氢吡啶类钙通道阻滞剂，用于高血压和稳定型心绞痛。',
    sections: [
      { title: '用法用量', body: '口服，一般起始剂量 5 mg，每日一次，最大不超过 10 mg，遵医嘱。' },
      { title: '不良反应', body: '常见脚踝水肿、面部潮红、头痛，多数可耐受。' },
      { title: '注意事项', body: '不要自行停药；与西柚汁同服可能升高血药浓度。' },
    ],
  },
  {
    id: '2',
    kind: 'medicine',
    name: '盐酸二甲双胍片',
    department: '内分泌科',
    reviewer: byline('孙丽华'),
    summary: '2型糖尿病的一线用药，主要减少肝糖输出、改善胰岛素敏感性。',
    sections: [
      { title: '用法用量', body: '随餐或餐后服用，从小剂量开始，逐渐加量，遵医嘱。' },
      { title: '不良反应', body: '胃肠道反应较常见，如腹胀、腹泻，多在用药初期出现。' },
      { title: '注意事项', body: '做增强 CT 等含碘造影检查前后需按医嘱暂停服用。' },
    ],
  },
]

export function findEntry(kind: SeedEntry['kind'], id: string): SeedEntry | undefined {
  return SEED_ENTRIES.find((e) => e.kind === kind && e.id === id)
}
