// The auxiliary-diagnosis knowledge table (/re-education/auxiliary-diagnosis): common primary-care diagnoses,
// each with the symptoms and findings that point to it, the examinations that settle it and what to do next.
// Read-only; the handler scores a doctor's symptoms and findings against it.

export interface DiagnosisEntry {
  disease: string
  department: string
  /** Words of symptoms (主诉) that point to it. */
  symptoms: readonly string[]
  /** Words of examination findings (查体、检查) that point to it. */
  findings: readonly string[]
  examinations: readonly string[]
  advice: string
  /** Signs that need referral at once. */
  redFlags?: string
}

export const DIAGNOSIS_KNOWLEDGE: readonly DiagnosisEntry[] = [
  {
    disease: '原发性高血压',
    department: '心血管内科',
    symptoms: ['头晕', '头痛', '颈部僵硬', '心悸', '耳鸣'],
    findings: ['血压升高', '血压', '140', '左心室肥厚', '眼底动脉硬化'],
    examinations: ['诊室及家庭血压监测', '24小时动态血压', '血钾、血肌酐、尿常规', '心电图', '颈动脉超声'],
    advice:
      '非同日三次诊室血压≥140/90 mmHg可诊断；先排除继发性高血压（低血钾、年轻起病、难治性），评估靶器官损害后分层管理，生活方式干预与药物治疗并行。',
    redFlags: '血压≥180/110 mmHg伴胸痛、肢体无力或意识改变时立即转诊。',
  },
  {
    disease: '2型糖尿病',
    department: '内分泌科',
    symptoms: ['口渴', '多饮', '多尿', '多食', '消瘦', '乏力', '视物模糊'],
    findings: ['血糖升高', '空腹血糖', '糖化血红蛋白', '尿糖', '肥胖'],
    examinations: ['空腹血糖', '口服葡萄糖耐量试验', '糖化血红蛋白', '尿微量白蛋白', '眼底检查'],
    advice: '空腹血糖≥7.0 mmol/L或OGTT 2小时≥11.1 mmol/L或HbA1c≥6.5%可诊断；首选二甲双胍并配合饮食运动，筛查并发症。',
    redFlags: '出现意识模糊、深大呼吸或尿酮体阳性时考虑酮症酸中毒，立即转诊。',
  },
  {
    disease: '社区获得性肺炎',
    department: '呼吸内科',
    symptoms: ['发热', '咳嗽', '咳痰', '胸痛', '气促', '寒战'],
    findings: ['湿啰音', '白细胞升高', '肺部阴影', '浸润影', 'CRP升高', '呼吸音减低'],
    examinations: ['胸部X线或CT', '血常规', 'C反应蛋白', '降钙素原', '痰培养'],
    advice: '新近出现的咳嗽咳痰伴发热、肺部湿啰音且影像见浸润影可诊断；以CURB-65评估严重度，轻症门诊经验性抗感染治疗，48–72小时复评。',
    redFlags: '呼吸频率≥30次/分、意识障碍或血氧饱和度<90%时转诊住院。',
  },
  {
    disease: '急性支气管炎',
    department: '呼吸内科',
    symptoms: ['咳嗽', '咳痰', '咽痛', '低热', '鼻塞'],
    findings: ['干啰音', '呼吸音粗', '胸片正常'],
    examinations: ['血常规', '胸部X线（疑肺炎时）'],
    advice: '多为病毒感染，以对症治疗为主（止咳、化痰、补液），不常规使用抗菌药物；咳嗽超过3周需重新评估。',
  },
  {
    disease: '慢性阻塞性肺疾病急性加重',
    department: '呼吸内科',
    symptoms: ['气促', '喘息', '咳嗽', '咳痰', '胸闷', '活动后气短'],
    findings: ['桶状胸', '哮鸣音', '呼气相延长', '血氧饱和度下降', '吸烟史', 'FEV1'],
    examinations: ['肺功能（稳定期）', '血气分析', '胸部X线', '血常规'],
    advice: '在慢阻肺基础上呼吸道症状急性加重；增加短效支气管扩张剂，痰脓性时加抗菌药物，必要时短程口服糖皮质激素。',
    redFlags: '静息呼吸困难、意识改变或血氧饱和度<88%时立即转诊。',
  },
  {
    disease: '稳定型心绞痛',
    department: '心血管内科',
    symptoms: ['胸痛', '胸闷', '压榨感', '活动后胸痛', '左肩放射痛', '心悸'],
    findings: ['ST段压低', 'T波倒置', '心电图异常', '运动试验阳性'],
    examinations: ['静息心电图', '运动负荷试验', '冠脉CTA', '血脂、血糖'],
    advice: '劳力诱发、休息或含服硝酸甘油数分钟内缓解的胸痛；阿司匹林、他汀与β受体阻滞剂为基础，评估是否需冠脉造影。',
    redFlags: '静息胸痛超过20分钟或伴大汗、濒死感时按急性冠脉综合征立即转诊。',
  },
  {
    disease: '胃食管反流病',
    department: '消化内科',
    symptoms: ['反酸', '烧心', '胸骨后烧灼感', '嗳气', '咽部异物感'],
    findings: ['食管炎', '胃镜'],
    examinations: ['胃镜', 'PPI试验性治疗', '24小时食管pH监测'],
    advice: '典型反酸烧心可先予质子泵抑制剂试验性治疗8周；抬高床头、睡前3小时不进食、减重。',
    redFlags: '吞咽困难、消瘦、呕血或黑便时尽快胃镜检查。',
  },
  {
    disease: '缺铁性贫血',
    department: '血液科',
    symptoms: ['乏力', '头晕', '面色苍白', '心悸', '月经过多'],
    findings: ['血红蛋白降低', '小细胞低色素', '铁蛋白降低', '贫血貌', '甲床苍白'],
    examinations: ['血常规及红细胞指数', '血清铁蛋白', '粪便隐血', '妇科检查（女性）'],
    advice: '小细胞低色素性贫血伴铁蛋白降低可诊断；口服铁剂并查找失血原因，中老年需排查消化道肿瘤。',
  },
  {
    disease: '甲状腺功能亢进症',
    department: '内分泌科',
    symptoms: ['心悸', '怕热', '多汗', '消瘦', '手抖', '易怒', '多食'],
    findings: ['甲状腺肿大', '心动过速', 'FT4升高', 'TSH降低', '突眼'],
    examinations: ['甲状腺功能（TSH、FT3、FT4）', 'TRAb', '甲状腺超声'],
    advice: 'TSH降低伴FT3/FT4升高可诊断；明确病因（Graves病最常见），予抗甲状腺药物并以β受体阻滞剂控制心率。',
  },
  {
    disease: '尿路感染',
    department: '泌尿外科',
    symptoms: ['尿频', '尿急', '尿痛', '下腹痛', '血尿', '腰痛'],
    findings: ['白细胞尿', '尿白细胞', '亚硝酸盐阳性', '肾区叩痛'],
    examinations: ['尿常规', '尿培养', '泌尿系超声（反复发作时）'],
    advice: '下尿路刺激症状伴白细胞尿可诊断膀胱炎，予短程抗菌治疗；伴发热腰痛考虑肾盂肾炎，疗程延长并随访尿培养。',
  },
  {
    disease: '偏头痛',
    department: '神经内科',
    symptoms: ['头痛', '单侧头痛', '搏动性头痛', '恶心', '畏光', '畏声'],
    findings: ['神经系统查体无异常'],
    examinations: ['神经系统查体', '头颅MRI（有预警征象时）'],
    advice: '反复发作的单侧搏动性头痛伴恶心或畏光畏声；急性期予非甾体抗炎药或曲普坦类，发作频繁者考虑预防治疗并记头痛日记。',
    redFlags: '突发剧烈头痛、伴发热颈强直或神经功能缺损时立即转诊排除脑血管病和颅内感染。',
  },
]
