import { areaList } from '@vant/area-data'
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'
import { digitCode, hexCode } from './codes'
import { femaleGiven, maleGiven, surnames } from './names'
import { avatarDataUri } from './photo'
import { paletteDataUri } from './pictures'
import { createRandom, type Random } from './prng'
import { titleOf } from './people'

// Hospitals in real cities (codes and names from the region data the area calls use), with the levels,
// types, departments and doctors a Chinese hospital directory shows. Read-only, so it is not part of the
// stored world: built once from its own PRNG seed, which leaves the residents' sequence untouched.
export const HOSPITAL_SEED = 20240619

export interface SeedDepartment {
  departmentCode: string
  departmentName: string
  category: string
}

export type SeedHospitalDoctor = {
  doctorCode: string
  name: string
  gender: 1 | 2
  title: string
  departmentName: string
  avatar: string
  goodAt: string
}

export interface SeedHospital {
  hospitalId: string
  hospitalName: string
  level: string
  type: string
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  areaCode: string
  areaName: string
  address: string
  phone: string
  photo: string
  tags: string[]
  intro: string
  openTime: string
  departments: SeedDepartment[]
  doctors: SeedHospitalDoctor[]
}

/** The demo doctor's practice: a community health centre in Hangzhou, Xihu district, where his residents live. */
export const DEMO_HOSPITAL_ID = 'H330106005001'

interface Kind {
  name: (city: string, district: string) => string
  level: string
  type: string
  departments: string[]
}

const departmentCategories: Record<string, string> = {
  心血管内科: '内科',
  呼吸内科: '内科',
  消化内科: '内科',
  内分泌科: '内科',
  神经内科: '内科',
  肾内科: '内科',
  普外科: '外科',
  骨科: '外科',
  神经外科: '外科',
  泌尿外科: '外科',
  胸外科: '外科',
  妇科: '妇产科',
  产科: '妇产科',
  儿科: '儿科',
  新生儿科: '儿科',
  儿童保健科: '儿科',
  眼科: '五官科',
  耳鼻咽喉科: '五官科',
  口腔科: '五官科',
  口腔正畸科: '口腔',
  口腔颌面外科: '口腔',
  牙体牙髓科: '口腔',
  皮肤科: '其他',
  急诊科: '急诊',
  康复医学科: '康复',
  全科医学科: '全科',
  预防保健科: '全科',
  中医科: '中医',
  针灸推拿科: '中医',
  中医内科: '中医',
  肿瘤内科: '肿瘤',
  放疗科: '肿瘤',
  肿瘤外科: '肿瘤',
  医学影像科: '医技',
  检验科: '医技',
}

const general = [
  '心血管内科',
  '呼吸内科',
  '消化内科',
  '内分泌科',
  '神经内科',
  '肾内科',
  '普外科',
  '骨科',
  '神经外科',
  '泌尿外科',
  '妇科',
  '产科',
  '儿科',
  '眼科',
  '耳鼻咽喉科',
  '皮肤科',
  '急诊科',
  '康复医学科',
  '医学影像科',
  '检验科',
]

const kinds: Kind[] = [
  { name: (c) => `${c}市第一人民医院`, level: '三级甲等', type: '综合医院', departments: general },
  {
    name: (c) => `${c}市中医院`,
    level: '三级甲等',
    type: '中医医院',
    departments: ['中医内科', '针灸推拿科', '心血管内科', '消化内科', '骨科', '妇科', '儿科', '康复医学科', '皮肤科', '急诊科'],
  },
  {
    name: (c) => `${c}市妇幼保健院`,
    level: '三级甲等',
    type: '妇幼保健院',
    departments: ['妇科', '产科', '儿科', '新生儿科', '儿童保健科', '医学影像科', '检验科'],
  },
  {
    name: (c) => `${c}市肿瘤医院`,
    level: '三级甲等',
    type: '专科医院',
    departments: ['肿瘤内科', '肿瘤外科', '放疗科', '胸外科', '普外科', '医学影像科', '检验科'],
  },
  { name: (c) => `${c}市第三人民医院`, level: '三级乙等', type: '综合医院', departments: general.slice(0, 14) },
  {
    name: (c) => `${c}市口腔医院`,
    level: '三级乙等',
    type: '专科医院',
    departments: ['口腔正畸科', '口腔颌面外科', '牙体牙髓科', '口腔科', '儿科'],
  },
  { name: (c, d) => `${c}市${d}人民医院`, level: '二级甲等', type: '综合医院', departments: general.slice(0, 10) },
  {
    name: (c, d) => `${c}市${d}中医院`,
    level: '二级甲等',
    type: '中医医院',
    departments: ['中医内科', '针灸推拿科', '骨科', '康复医学科', '急诊科'],
  },
]

const community: Kind = {
  name: (c, d) => `${c}市${d}社区卫生服务中心`,
  level: '一级甲等',
  type: '社区卫生服务中心',
  departments: ['全科医学科', '预防保健科', '中医科', '口腔科', '儿童保健科', '康复医学科', '检验科'],
}

/** Cities and a few of their central districts, with road names for addresses. */
const cities: Array<{ city: string; districts: string[]; roads: string[]; areaPhone: string }> = [
  {
    city: '330100',
    districts: ['330106', '330102', '330105', '330108', '330110'],
    roads: ['文一西路', '庆春路', '解放路', '江南大道', '延安路', '莫干山路', '天目山路'],
    areaPhone: '0571',
  },
  {
    city: '110100',
    districts: ['110101', '110102', '110105', '110108'],
    roads: ['东单北大街', '西直门南大街', '朝阳门外大街', '中关村大街', '复兴门内大街'],
    areaPhone: '010',
  },
  {
    city: '310100',
    districts: ['310101', '310104', '310106', '310115'],
    roads: ['瑞金二路', '淮海中路', '延安西路', '张衡路', '肇嘉浜路'],
    areaPhone: '021',
  },
  {
    city: '440100',
    districts: ['440104', '440106', '440105'],
    roads: ['中山二路', '天河路', '东风东路', '江南大道中', '环市东路'],
    areaPhone: '020',
  },
  { city: '510100', districts: ['510107', '510104', '510105'], roads: ['人民南路', '红星路', '一环路西一段', '青年路'], areaPhone: '028' },
  { city: '420100', districts: ['420103', '420106', '420102'], roads: ['解放大道', '中山路', '武珞路', '沿江大道'], areaPhone: '027' },
  { city: '320100', districts: ['320106', '320102', '320104'], roads: ['中山路', '北京西路', '汉中路', '太平南路'], areaPhone: '025' },
  { city: '610100', districts: ['610113', '610102', '610103'], roads: ['雁塔西路', '解放路', '友谊西路', '长乐西路'], areaPhone: '029' },
  { city: '330200', districts: ['330203', '330212'], roads: ['中山东路', '柳汀街', '天童南路', '鄞州大道'], areaPhone: '0574' },
  { city: '330300', districts: ['330302'], roads: ['府东路', '学院中路', '车站大道'], areaPhone: '0577' },
]

const titles = ['主任医师', '副主任医师', '主治医师', '主治医师', '住院医师']

const goodAt: Record<string, string> = {
  内科: '高血压、糖尿病等慢性病的诊治与长期管理',
  外科: '常见外科疾病的微创手术治疗',
  妇产科: '围产期保健、妇科常见病及微创手术',
  儿科: '儿童常见病、生长发育评估与儿童保健',
  五官科: '眼耳鼻喉常见病的诊断与治疗',
  口腔: '错颌畸形矫治、牙体牙髓病及口腔种植',
  中医: '中医体质调理、针灸推拿治疗颈肩腰腿痛',
  肿瘤: '肺癌、胃肠道肿瘤的综合治疗与随访',
  全科: '家庭医生签约服务、慢病随访与健康管理',
}

function nameOf(code: string): string {
  return areaList.province_list[code] ?? areaList.city_list[code] ?? areaList.county_list[code] ?? ''
}

/** 北京市 is both province and city; a hospital is named after the city without its 市. */
function shortCity(name: string): string {
  return name.replace(/市$/, '')
}

function doctor(random: Random, departmentName: string, index: number): SeedHospitalDoctor {
  const gender = random.chance(0.5) ? 1 : 2
  const surname = random.pick(surnames)
  const name = surname + random.pick(gender === 1 ? maleGiven : femaleGiven)
  return {
    doctorCode: hexCode(random),
    name,
    gender,
    title: random.pick(titles),
    departmentName,
    avatar: avatarDataUri(surname, index),
    goodAt: goodAt[departmentCategories[departmentName]] ?? '本专业常见病、多发病的诊断与治疗',
  }
}

function introHtml(h: Omit<SeedHospital, 'intro' | 'doctors'>, doctorCount: number): string {
  const departments = h.departments
    .slice(0, 6)
    .map((d) => d.departmentName)
    .join('、')
  return [
    `<p>${h.hospitalName}是一所集医疗、教学、科研、预防保健于一体的${h.level}${h.type}，位于${h.cityName}${h.areaName}${h.address}。</p>`,
    `<p>医院现有临床及医技科室 ${h.departments.length} 个，在岗医师 ${doctorCount} 余名，重点科室包括${departments}等。</p>`,
    `<h3>就医指南</h3><ul><li>门诊时间：${h.openTime}</li><li>咨询电话：${h.phone}</li><li>支持医保电子凭证、微信及支付宝支付</li></ul>`,
  ].join('')
}

function hospital(
  random: Random,
  kind: Kind,
  cityCode: string,
  areaCode: string,
  roads: string[],
  areaPhone: string,
  serial: number,
): SeedHospital {
  const provinceCode = `${cityCode.slice(0, 2)}0000`
  const cityName = nameOf(cityCode) || nameOf(provinceCode)
  const areaName = nameOf(areaCode)
  const hospitalName = kind.name(shortCity(cityName), areaName)
  const departments = kind.departments.map((departmentName, i) => ({
    departmentCode: `D${areaCode}${String(serial).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
    departmentName,
    category: departmentCategories[departmentName] ?? '其他',
  }))
  const base = {
    hospitalId: `H${areaCode}${String(serial).padStart(3, '0')}`,
    hospitalName,
    level: kind.level,
    type: kind.type,
    provinceCode,
    provinceName: nameOf(provinceCode),
    cityCode,
    cityName,
    areaCode,
    areaName,
    address: `${random.pick(roads)}${random.int(1, 399)}号`,
    phone: `${areaPhone}-${digitCode(random, 8)}`,
    photo: paletteDataUri(serial, 750, 400, hospitalName, `${kind.level} · ${kind.type}`),
    tags: [
      kind.level.startsWith('三级') ? '医保定点' : '家门口就医',
      ...(random.chance(0.5) ? ['互联网医院'] : []),
      ...(random.chance(0.4) ? ['预约挂号'] : []),
    ],
    openTime: kind.type === '社区卫生服务中心' ? '周一至周日 08:00-17:00' : '周一至周五 08:00-17:30，急诊 24 小时',
    departments,
  }
  const doctors = departments.flatMap((d, i) =>
    Array.from({ length: random.int(1, 3) }, (_, k) => doctor(random, d.departmentName, serial + i + k)),
  )
  return { ...base, doctors, intro: introHtml(base, doctors.length * 8) }
}

/** 陈立新's centre: his colleagues are the county's other family doctors of the seed. */
function demoHospital(random: Random): SeedHospital {
  const made = hospital(random, community, '330100', '330106', ['文一西路', '学院路'], '0571', 1)
  const colleagues = [DEMO_DOCTOR, ...OTHER_DOCTORS].map((account, i): SeedHospitalDoctor => ({
    doctorCode: account.accountCode,
    name: account.name,
    gender: account.gender === '1' ? 1 : 2,
    title: titleOf(account.accountCode),
    departmentName: '全科医学科',
    avatar: avatarDataUri(account.name.slice(0, 1), i),
    goodAt: goodAt['全科'],
  }))
  const hospitalName = '杭州市西湖区翠苑街道社区卫生服务中心'
  const base = {
    ...made,
    hospitalId: DEMO_HOSPITAL_ID,
    hospitalName,
    address: '文一西路 82 号',
    photo: paletteDataUri(2, 750, 400, hospitalName, '一级甲等 · 社区卫生服务中心'),
  }
  return { ...base, doctors: [...colleagues, ...made.doctors.filter((d) => d.departmentName !== '全科医学科')], intro: introHtml(base, 36) }
}

function build(): SeedHospital[] {
  const random = createRandom(HOSPITAL_SEED)
  const list = [demoHospital(random)]
  let serial = 2
  for (const { city, districts, roads, areaPhone } of cities) {
    kinds.forEach((kind, i) => {
      // Big cities have every kind; smaller ones skip a few so the lists differ in length.
      if (districts.length < 3 && i % 3 === 2) return
      list.push(hospital(random, kind, city, districts[i % districts.length], roads, areaPhone, serial++))
    })
    for (const district of districts.slice(0, 2)) list.push(hospital(random, community, city, district, roads, areaPhone, serial++))
  }
  return list
}

let hospitals: SeedHospital[] | undefined

/** Every hospital of the directory, the demo doctor's centre first. */
export function seedHospitals(): readonly SeedHospital[] {
  hospitals ??= build()
  return hospitals
}
