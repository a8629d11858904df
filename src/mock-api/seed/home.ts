// What the two homes show: the tab bar, banners, the entry grid, albums, and the doctor's medical-brain
// services and research projects. Fixed content; every link is an app path with a screen.
import { bannerArt, iconArt, tabIconArt } from './art'

export type HomeRole = 'doctor' | 'health'

/** The unbuilt features' entries open the placeholder page under their own name (SPEC §2 placeholder page). */
const placeholder = (name: string) => `/home/noData?pageName=${encodeURIComponent(name)}&title=${encodeURIComponent(name)}`

export function tabBar(kind: 'dzj' | 'dcloud') {
  const doctor = kind === 'dzj'
  const tab = (tabCode: string, tabName: string, link: string, shape: Parameters<typeof tabIconArt>[0]) => ({
    tabCode,
    tabName,
    link,
    iconUrl: tabIconArt(shape, false),
    selectedIconUrl: tabIconArt(shape, true),
  })
  return doctor
    ? [
        tab('home', '首页', '/doctor/client/home', 'home'),
        tab('medbrain', '医脑', '/doctor/client/medbrain/home', 'brain'),
        tab('message', '消息', '/doctor/messagecenter/conversation/list', 'message'),
        tab('mine', '我的', '/doctor/client/user-center', 'user'),
      ]
    : [
        tab('home', '首页', '/health/client/home', 'home'),
        tab('portrait', '健康', '/health/client/portrait', 'heart'),
        tab('message', '消息', '/messagecenter/conversation/list', 'message'),
        tab('mine', '我的', '/health/client/user-center', 'user'),
      ]
}

export function banners(role: HomeRole) {
  const list =
    role === 'doctor'
      ? [
          { title: '基层慢病管理学术大会', line: '12 个分论坛 · 线上同步直播', link: '/news/view/14' },
          { title: '多癌种早筛项目', line: '为签约居民开展风险评估', link: '/doctor/family_doctor/multi-cancer/home' },
          { title: '医脑科研项目招募中', line: '加入真实世界研究，获取学分', link: '/medbrain/researchlist' },
        ]
      : [
          { title: '高血压防治专题', line: '家庭医生教你管好血压', link: '/home/album/ALB001' },
          { title: '癌症早筛进社区', line: '50 至 74 岁居民免费大便潜血检测', link: '/news/view/9' },
          { title: '冬季健康专题', line: '心脑血管病预防要点', link: '/home/album/ALB003' },
        ]
  return list.map((b, i) => ({
    bannerCode: `${role.toUpperCase()}-B${i + 1}`,
    title: b.title,
    imageUrl: bannerArt(b.title, b.line, i + (role === 'doctor' ? 4 : 0)),
    link: b.link,
  }))
}

export function entries(role: HomeRole) {
  const list: Array<[name: string, glyph: string, link: string]> =
    role === 'doctor'
      ? [
          ['居民管理', '居', '/doctor/family_doctor/home_page'],
          ['高血压建档', '压', '/doctor/family_doctor/hypertension/manual-add-resident'],
          ['医脑服务', '医', '/medbrain/service/list'],
          ['科研项目', '研', '/medbrain/researchlist'],
          ['找医院', '院', '/to_c/hospital/list'],
          ['我的积分', '积', '/integral/detail'],
          ['参会指引', '会', '/conference/login_guide'],
          ['基金申请', '基', '/doctor/medbrain/applyFoundation'],
        ]
      : [
          ['健康画像', '画', '/health/portrait'],
          ['行为评分', '评', '/health/action-score'],
          ['找医院', '院', '/to_c/hospital/list'],
          ['健康知识', '知', '/health/knowledge'],
          ['健康资讯', '讯', '/health/content-information'],
          ['我的积分', '积', '/integral/detail'],
          ['在线问诊', '诊', '/health/health-consultation/home'],
          ['安全提示', '安', '/security-tip'],
        ]
  return list.map(([name, glyph, link], i) => ({ entryCode: `${role.toUpperCase()}-E${i + 1}`, name, iconUrl: iconArt(glyph, i), link }))
}

export interface SeedAlbum {
  albumCode: string
  /** The encyclopedia's id for the same album (/pedia/album/{id}). */
  id: string
  title: string
  description: string
  palette: number
  contentIds: string[]
}

export const ALBUMS: readonly SeedAlbum[] = [
  {
    albumCode: 'ALB001',
    id: '1',
    title: '高血压防治专题',
    description: '从测量到用药，家庭医生带你管好血压。',
    palette: 0,
    contentIds: ['2', '6', '13', '5', '3'],
  },
  {
    albumCode: 'ALB002',
    id: '2',
    title: '癌症早筛专题',
    description: '哪些人需要筛查，查出结节怎么办。',
    palette: 5,
    contentIds: ['4', '11', '18', '9', '8'],
  },
  {
    albumCode: 'ALB003',
    id: '3',
    title: '冬季健康专题',
    description: '天冷了，心脑血管和呼吸道要多加小心。',
    palette: 2,
    contentIds: ['15', '7', '22', '16'],
  },
  { albumCode: 'ALB004', id: '4', title: '营养与膳食', description: '吃对了，慢病好管一半。', palette: 3, contentIds: ['10', '17', '23'] },
]

export function medbrainServices() {
  const list: Array<[code: string, name: string, description: string, glyph: string, link: string, tag?: string]> = [
    ['AI_DIAGNOSIS', 'AI辅助诊断', '输入症状与检查结果，获得鉴别诊断建议', '诊', placeholder('AI辅助诊断'), '热门'],
    ['DRUG_ASSISTANT', '用药助手', '药物相互作用、剂量与禁忌查询', '药', placeholder('用药助手')],
    ['REPORT_READER', '检验报告解读', '上传化验单，逐项解读异常指标', '检', placeholder('检验报告解读')],
    ['GUIDELINE', '指南查询', '覆盖 1200 余部国内外临床指南', '指', placeholder('指南查询')],
    ['RESEARCH', '科研项目', '参与真实世界研究，累计科研学分', '研', '/medbrain/researchlist', '招募中'],
    ['FOUNDATION', '基金申请', '医脑青年科研基金，2026 年度申报中', '基', '/doctor/medbrain/applyFoundation', '申报中'],
  ]
  return list.map(([serviceCode, name, description, glyph, link, tag], i) => ({
    serviceCode,
    name,
    description,
    iconUrl: iconArt(glyph, i + 1),
    link,
    ...(tag ? { tag } : {}),
  }))
}

export interface SeedResearch {
  researchId: string
  title: string
  sponsor: string
  disease: string
  status: '招募中' | '进行中' | '已结束'
  enrolled: number
  target: number
  /** Days from now to the enrolment deadline (negative: passed). */
  deadlineInDays: number
  credits: number
}

export const RESEARCH: readonly SeedResearch[] = [
  {
    researchId: '1',
    title: '社区高血压患者家庭血压监测依从性研究',
    sponsor: '浙江大学医学院附属第一医院',
    disease: '高血压',
    status: '招募中',
    enrolled: 126,
    target: 300,
    deadlineInDays: 45,
    credits: 5,
  },
  {
    researchId: '2',
    title: '基层2型糖尿病患者胰岛素起始治疗真实世界研究',
    sponsor: '浙江省人民医院',
    disease: '糖尿病',
    status: '招募中',
    enrolled: 58,
    target: 200,
    deadlineInDays: 30,
    credits: 5,
  },
  {
    researchId: '3',
    title: '多癌种联合早筛在签约居民中的应用评价',
    sponsor: '浙江省肿瘤医院',
    disease: '肿瘤',
    status: '进行中',
    enrolled: 860,
    target: 1000,
    deadlineInDays: 12,
    credits: 8,
  },
  {
    researchId: '4',
    title: '老年慢阻肺患者社区肺康复效果评价',
    sponsor: '杭州市第一人民医院',
    disease: '慢阻肺',
    status: '进行中',
    enrolled: 210,
    target: 240,
    deadlineInDays: 8,
    credits: 4,
  },
  {
    researchId: '5',
    title: '社区老年人营养不良风险筛查横断面调查',
    sponsor: '杭州市西湖区北山街道社区卫生服务中心',
    disease: '营养不良',
    status: '已结束',
    enrolled: 500,
    target: 500,
    deadlineInDays: -20,
    credits: 3,
  },
  {
    researchId: '6',
    title: '社区居民血脂异常综合管理真实世界研究',
    sponsor: '杭州市西湖区翠苑街道社区卫生服务中心',
    disease: '血脂异常',
    status: '进行中',
    enrolled: 64,
    target: 150,
    deadlineInDays: 75,
    credits: 5,
  },
]
