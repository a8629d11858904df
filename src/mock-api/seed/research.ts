// The research projects' details (seed/home.ts has their list rows), the products each studies, the demo
// doctor's joins and the samples enrolled before the app was opened. Samples name residents of the seed by
// name (seed/residents.ts) and are looked up by it, so they follow the residents' sequence.
import { DEMO_DOCTOR } from './accounts'
import type { ResearchProduct } from '../../generated/api'
import { RESEARCH, type SeedResearch } from './home'

/**
 * A product as the seed keeps it: the generated ResearchProduct without its link (the portrait's path, made when
 * a project is answered). name is the general (generic) name, as the portrait and the medicine-use feedback show
 * it; medicineId the encyclopedia entry, where the seed has one (/pedia/medicine/view/{id}).
 */
export type SeedResearchProduct = Omit<ResearchProduct, 'link'>

export interface ResearchOutcome {
  name: string
  unit: string
  /** The cohort's mean at baseline and its change at each later visit. */
  baseline: number
  change: number
}

export interface ResearchDetail {
  projectCode: string
  leader: string
  intro: string
  criteria: string[]
  /** Follow-up visits by week after enrolment; the first (0) is the baseline, done at enrolment. */
  visits: Array<{ name: string; week: number }>
  /** Ages of the cohort the portrait draws. */
  ages: [number, number]
  outcome: ResearchOutcome
  products: SeedResearchProduct[]
}

const VISITS = [
  { name: '基线', week: 0 },
  { name: '第4周随访', week: 4 },
  { name: '第12周随访', week: 12 },
  { name: '第24周随访', week: 24 },
]

const DETAILS: Record<string, ResearchDetail> = {
  '1': {
    projectCode: 'RS2026001',
    leader: '浙江大学医学院附属第一医院 心内科',
    intro: '评价家庭血压监测联合社区随访对原发性高血压患者服药依从性与血压达标率的影响，随访 24 周。',
    criteria: ['年龄 40～80 岁的原发性高血压患者', '近 3 个月服用降压药物', '能使用电子血压计并签署知情同意书'],
    visits: VISITS,
    ages: [40, 80],
    outcome: { name: '平均收缩压', unit: 'mmHg', baseline: 152, change: -4 },
    products: [
      { generalNameCode: 'AMLODIPINE', name: '苯磺酸氨氯地平片', medicineId: '1' },
      { generalNameCode: 'VALSARTAN', name: '缬沙坦胶囊' },
      { generalNameCode: 'IRBESARTAN', name: '厄贝沙坦片' },
    ],
  },
  '2': {
    projectCode: 'RS2026002',
    leader: '浙江省人民医院 内分泌科',
    intro: '观察基层 2 型糖尿病患者口服药控制不佳时起始基础胰岛素或预混胰岛素的疗效与低血糖发生情况。',
    criteria: ['2 型糖尿病病程 1 年以上', '两种口服降糖药治疗 3 个月糖化血红蛋白仍 ≥7.0%', '签署知情同意书'],
    visits: VISITS,
    ages: [35, 80],
    outcome: { name: '平均糖化血红蛋白', unit: '%', baseline: 8.6, change: -0.4 },
    products: [
      { generalNameCode: 'METFORMIN', name: '盐酸二甲双胍片', medicineId: '2' },
      { generalNameCode: 'GLARGINE', name: '甘精胰岛素注射液' },
      { generalNameCode: 'ASPART30', name: '门冬胰岛素30注射液' },
    ],
  },
  '3': {
    projectCode: 'RS2026003',
    leader: '浙江省肿瘤医院 肿瘤预防科',
    intro: '在家庭医生签约居民中开展肺、胃、结直肠等多癌种联合早筛，评价筛查依从性与早期检出率。',
    criteria: ['年龄 45～74 岁的签约居民', '既往无恶性肿瘤病史', '签署知情同意书'],
    visits: [VISITS[0], { name: '筛查结果告知', week: 4 }, { name: '阳性者随访', week: 12 }],
    ages: [45, 74],
    outcome: { name: '筛查完成率', unit: '%', baseline: 62, change: 12 },
    products: [],
  },
  '4': {
    projectCode: 'RS2026004',
    leader: '杭州市第一人民医院 呼吸与危重症医学科',
    intro: '评价社区肺康复训练联合规范吸入治疗对老年慢阻肺患者症状与急性加重的影响。',
    criteria: ['年龄 60 岁以上的稳定期慢阻肺患者', '规律使用吸入药物', '能完成 6 分钟步行试验'],
    visits: VISITS,
    ages: [60, 85],
    outcome: { name: '平均CAT评分', unit: '分', baseline: 21, change: -2 },
    products: [
      { generalNameCode: 'TIOTROPIUM', name: '噻托溴铵吸入粉雾剂' },
      { generalNameCode: 'BGF', name: '布地格福吸入气雾剂' },
    ],
  },
  '5': {
    projectCode: 'RS2026005',
    leader: '杭州市西湖区北山街道社区卫生服务中心',
    intro: '用 NRS-2002 筛查社区 65 岁以上老年人的营养不良风险，描述其分布与相关因素。',
    criteria: ['年龄 65 岁以上的社区常住老年人', '能配合完成问卷与体格测量'],
    visits: [VISITS[0]],
    ages: [65, 90],
    outcome: { name: '平均NRS评分', unit: '分', baseline: 2.4, change: 0 },
    products: [{ generalNameCode: 'ENTERAL', name: '肠内营养粉剂（TP）' }],
  },
  '6': {
    projectCode: 'RS2026006',
    leader: '杭州市西湖区翠苑街道社区卫生服务中心 全科医学科',
    intro: '在签约居民中评价生活方式干预联合他汀类药物对血脂异常的控制效果与不良反应，随访 24 周。',
    criteria: ['年龄 18～75 岁的签约居民', '体检发现 LDL-C 或甘油三酯升高', '签署知情同意书'],
    visits: VISITS,
    ages: [30, 75],
    outcome: { name: '平均LDL-C', unit: 'mmol/L', baseline: 4.1, change: -0.3 },
    products: [
      { generalNameCode: 'ATORVASTATIN', name: '阿托伐他汀钙片' },
      { generalNameCode: 'ROSUVASTATIN', name: '瑞舒伐他汀钙片' },
      { generalNameCode: 'FENOFIBRATE', name: '非诺贝特胶囊' },
    ],
  },
}

/** A project as the seed keeps it: its list row and its details (the calls answer parts of it, as ResearchProject and ResearchProjectDetail). */
export interface SeedResearchProject extends SeedResearch, ResearchDetail {}

export const PROJECTS: readonly SeedResearchProject[] = RESEARCH.map((r) => ({ ...r, ...DETAILS[r.researchId] }))

export function findProject(projectCode: string): SeedResearchProject | undefined {
  return PROJECTS.find((p) => p.projectCode === projectCode)
}

/** Every product of every project, once by code (the medicine-use feedback's drug list). */
export const RESEARCH_DRUGS: readonly SeedResearchProduct[] = PROJECTS.flatMap((p) => p.products).filter(
  (d, i, all) => all.findIndex((o) => o.generalNameCode === d.generalNameCode) === i,
)

/** Who had joined which projects before the app was opened: the demo doctor leads RS2026006. */
export const SEED_JOINS: Record<string, string[]> = {
  [DEMO_DOCTOR.accountCode]: ['RS2026001', 'RS2026003', 'RS2026006'],
}

export interface SeedSample {
  sampleCode: string
  projectCode: string
  residentName: string
  generalNameCode: string
  group: '干预组' | '对照组'
  diagnosis: string
  daysAgo: number
  withdrawn?: boolean
}

/** The demo doctor's samples; 林晓燕's lipids (seed/medical-reports.ts) brought her into RS2026006. */
export const SEED_SAMPLES: readonly SeedSample[] = [
  {
    sampleCode: 'SP000001',
    projectCode: 'RS2026006',
    residentName: '林晓燕',
    generalNameCode: 'ATORVASTATIN',
    group: '干预组',
    diagnosis: '混合型血脂异常',
    daysAgo: 35,
  },
  {
    sampleCode: 'SP000002',
    projectCode: 'RS2026006',
    residentName: '于涛',
    generalNameCode: 'ROSUVASTATIN',
    group: '干预组',
    diagnosis: '高胆固醇血症',
    daysAgo: 190,
  },
  {
    sampleCode: 'SP000003',
    projectCode: 'RS2026001',
    residentName: '宋璐',
    generalNameCode: 'AMLODIPINE',
    group: '干预组',
    diagnosis: '原发性高血压 1 级',
    daysAgo: 100,
  },
  {
    sampleCode: 'SP000004',
    projectCode: 'RS2026001',
    residentName: '司马德明',
    generalNameCode: 'VALSARTAN',
    group: '对照组',
    diagnosis: '原发性高血压 2 级',
    daysAgo: 60,
  },
  {
    sampleCode: 'SP000005',
    projectCode: 'RS2026001',
    residentName: '熊伟',
    generalNameCode: 'AMLODIPINE',
    group: '干预组',
    diagnosis: '原发性高血压 1 级',
    daysAgo: 150,
    withdrawn: true,
  },
]

/** A sample as the world keeps it (the seed's are made from SEED_SAMPLES on reading, never stored). */
export interface MockResearchSample {
  sampleCode: string
  projectCode: string
  residentAccountCode: string
  doctorAccountCode: string
  generalNameCode: string
  group: '干预组' | '对照组'
  diagnosis: string
  note: string
  enrollTime: number
  withdrawn?: boolean
}
