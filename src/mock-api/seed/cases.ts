// Clinical cases the case library (/doctor/market/case, /market/case) lists and the case pages open: written by
// the demo doctor 陈立新 and his colleagues, about the residents' conditions the rest of the seed follows
// (hypertension, lung nodules, gastric and colorectal screening). Fixed content; dates follow `now`.
import { DEMO_DOCTOR, OTHER_DOCTORS } from './accounts'
import { coverArt } from './art'

export interface CaseSections {
  /** Patient basics: sex '1'/'2', age, chief complaint. */
  patientGender: '1' | '2'
  patientAge: number
  chiefComplaint: string
  presentIllness: string
  pastHistory: string
  examinations: string
  /** Examination pictures (data: URIs drawn here, or uploaded by the doctor). */
  images: string[]
  diagnosis: string
  treatment: string
}

export interface SeedCase extends CaseSections {
  caseId: string
  title: string
  department: string
  authorAccountCode: string
  author: string
  hospitalName: string
  daysAgo: number
  readCount: number
  /** research: a case collected for a research project (/market/case/research). */
  category: 'clinical' | 'research'
}

type Row = [
  title: string,
  department: string,
  gender: '1' | '2',
  age: number,
  complaint: string,
  illness: string,
  past: string,
  exam: string,
  diagnosis: string,
  treatment: string,
  category?: 'research',
]

const rows: Row[] = [
  [
    '老年高血压合并慢性肾病一例的降压方案调整',
    '心血管内科',
    '1',
    72,
    '反复头晕 3 年，加重 1 周',
    '3 年前体检发现血压 168/96 mmHg，服用氨氯地平 5 mg 每日一次，近 1 周家庭自测血压 150~165/88~95 mmHg，伴晨起头晕。',
    '慢性肾病 3 期 5 年，2 型糖尿病 8 年。',
    '血压 162/92 mmHg，心率 76 次/分；血肌酐 142 μmol/L，eGFR 41 ml/min，尿蛋白/肌酐比 486 mg/g，血钾 4.6 mmol/L。',
    '高血压 2 级（很高危）；慢性肾病 3b 期；2 型糖尿病',
    '加用缬沙坦 80 mg 每日一次，2 周后复查血肌酐与血钾；限盐每日 5 克以内；家庭血压每日早晚各测两次。4 周后血压降至 132/80 mmHg。',
  ],
  [
    '体检发现肺部磨玻璃结节的随访与处理',
    '呼吸内科',
    '2',
    56,
    '体检发现右肺结节 1 个月',
    '低剂量 CT 发现右肺上叶 8 mm 纯磨玻璃结节，无咳嗽、咯血、消瘦。',
    '不吸烟，母亲有肺癌病史。',
    '胸部薄层 CT：右肺上叶尖段 8 mm × 7 mm 纯磨玻璃结节，边界清，无实性成分；肿瘤标志物正常。',
    '右肺上叶磨玻璃结节（Lung-RADS 2 类）',
    '3 个月后复查薄层 CT，结节无变化；此后每年复查一次。向患者解释多数磨玻璃结节进展缓慢，缓解焦虑。',
  ],
  [
    '胃镜随访中发现早期胃癌一例',
    '消化内科',
    '1',
    64,
    '上腹隐痛 2 个月',
    '2 个月来进食后上腹隐痛，无黑便、呕血，体重下降 2 公斤。',
    '慢性萎缩性胃炎 6 年，幽门螺杆菌阳性未根除。',
    '胃镜：胃窦小弯侧 1.2 cm 浅凹陷型病变，放大内镜见不规则微血管；活检病理：高级别上皮内瘤变。',
    '早期胃癌（0-Ⅱc 型）；幽门螺杆菌感染',
    '转上级医院行内镜黏膜下剥离术（ESD），术后病理切缘阴性；四联疗法根除幽门螺杆菌，术后 6 个月、1 年复查胃镜。',
  ],
  [
    '大便潜血阳性筛查出结直肠腺瘤',
    '全科',
    '2',
    61,
    '社区筛查大便潜血阳性',
    '参加社区癌症早筛活动，免疫法大便潜血两次阳性，无腹痛、便血。',
    '高脂血症 4 年。',
    '结肠镜：乙状结肠 1.5 cm 亚蒂息肉，病理为管状绒毛状腺瘤伴低级别上皮内瘤变。',
    '结直肠进展期腺瘤',
    '内镜下切除息肉；3 年后复查结肠镜；建议一级亲属 40 岁起开始筛查。',
    'research',
  ],
  [
    '2型糖尿病起始基础胰岛素的社区管理',
    '内分泌科',
    '1',
    58,
    '血糖控制不佳半年',
    '二甲双胍联合格列美脲治疗 3 年，近半年空腹血糖 9~11 mmol/L，糖化血红蛋白 9.4%。',
    '高血压 5 年，吸烟 30 年。',
    '体重指数 26.8，糖化血红蛋白 9.4%，尿微量白蛋白阴性，眼底未见出血渗出。',
    '2 型糖尿病血糖控制不佳',
    '起始甘精胰岛素 10 U 睡前注射，每 3 天按空腹血糖调整 2 U；停用格列美脲；教会自我监测血糖和低血糖处理。12 周后糖化血红蛋白降至 7.1%。',
    'research',
  ],
  [
    '慢阻肺急性加重出院后的社区肺康复',
    '呼吸内科',
    '1',
    69,
    '活动后气促 5 年，出院 1 周',
    '因慢阻肺急性加重住院 10 天，出院后步行 100 米即需休息。',
    '吸烟 40 年，已戒烟 2 年。',
    '肺功能：FEV1/FVC 52%，FEV1 占预计值 46%；6 分钟步行距离 286 米；mMRC 3 级。',
    '慢阻肺（GOLD 3 级，E 组）',
    '规律使用三联吸入剂并纠正吸入手法；12 周呼吸训练和步行训练；接种流感和肺炎球菌疫苗。康复后 6 分钟步行距离 338 米。',
  ],
  [
    '老年人营养不良风险的早期识别',
    '全科',
    '2',
    81,
    '食欲下降、体重减轻 3 个月',
    '近 3 个月进食量减少约一半，体重由 52 kg 降至 48 kg，乏力。',
    '高血压 20 年，独居。',
    'MNA-SF 评分 7 分；白蛋白 32 g/L，血红蛋白 108 g/L；口腔检查发现义齿松动。',
    '营养不良；轻度贫血',
    '修复义齿；口服营养补充每日 2 次；家庭医生每 2 周上门随访体重；联系社区助餐服务。8 周后体重回升至 50 kg。',
    'research',
  ],
  [
    '儿童反复发热伴皮疹的鉴别诊断',
    '儿科',
    '1',
    4,
    '发热 4 天，皮疹 1 天',
    '4 天前出现发热，最高 39.6 ℃，口服退热药可暂时退热，昨日出现躯干红色斑丘疹。',
    '既往体健，疫苗按时接种。',
    '双眼结膜充血，口唇皲裂，颈部淋巴结 1.8 cm；C 反应蛋白 86 mg/L，血小板 468×10⁹/L。',
    '川崎病（不完全型待排）',
    '当日转诊儿童专科医院，予静脉丙种球蛋白及阿司匹林治疗，心脏超声随访冠状动脉。',
  ],
]

const doctors = [DEMO_DOCTOR, ...OTHER_DOCTORS]
const hospitals = [
  '杭州市西湖区北山街道社区卫生服务中心',
  '浙江大学医学院附属第一医院',
  '杭州市第一人民医院',
  '浙江省人民医院',
  '浙江省肿瘤医院',
]

export const SEED_CASES: readonly SeedCase[] = rows.map(
  ([title, department, gender, age, complaint, illness, past, exam, diagnosis, treatment, category], i) => {
    const author = doctors[i % doctors.length]
    return {
      caseId: String(i + 1),
      title,
      department,
      authorAccountCode: author.accountCode,
      author: author.name,
      hospitalName: hospitals[i % hospitals.length],
      daysAgo: i * 3 + 1,
      readCount: 860 + ((i * 4271) % 12000),
      category: category ?? 'clinical',
      patientGender: gender,
      patientAge: age,
      chiefComplaint: complaint,
      presentIllness: illness,
      pastHistory: past,
      examinations: exam,
      images: [coverArt('检查', department, i + 3)],
      diagnosis,
      treatment,
    }
  },
)
