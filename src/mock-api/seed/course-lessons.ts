// What each course teaches: its introduction and its lessons (章节), each with its length in minutes. A course's
// minutes are the sum of its lessons' (media-length.test.ts checks it), and the demo doctor's lessons learnt are
// the first ones of each course.
export interface SeedLesson {
  title: string
  minutes: number
}

export interface CourseOutline {
  intro: string
  lessons: readonly SeedLesson[]
}

export const COURSE_OUTLINES: Readonly<Record<string, CourseOutline>> = {
  CS001: {
    intro:
      '本课程逐章解读《中国高血压防治指南（2024年修订版）》的主要更新：诊断界值与诊室外血压、心血管风险分层、降压目标与启动时机、单片复方制剂的优先使用，以及老年、糖尿病和慢性肾病患者的个体化管理。适合基层全科医生和社区慢病管理人员。',
    lessons: [
      { title: '指南修订背景与主要更新', minutes: 28 },
      { title: '诊室血压、家庭血压与动态血压的诊断界值', minutes: 32 },
      { title: '心血管风险评估与分层', minutes: 30 },
      { title: '降压目标与启动药物治疗的时机', minutes: 30 },
      { title: '单片复方制剂与联合用药方案', minutes: 31 },
      { title: '特殊人群的血压管理', minutes: 29 },
    ],
  },
  CS002: {
    intro:
      '围绕《国家基层糖尿病防治管理指南》，讲解基层糖尿病的筛查与诊断、综合控制目标、生活方式干预、口服药与胰岛素的规范使用、并发症筛查和双向转诊标准，帮助基层医生做好签约居民的糖尿病长期管理。',
    lessons: [
      { title: '糖尿病的筛查与诊断标准', minutes: 28 },
      { title: '综合控制目标与个体化管理', minutes: 30 },
      { title: '生活方式干预与饮食指导', minutes: 30 },
      { title: '口服降糖药与胰岛素的规范使用', minutes: 34 },
      { title: '并发症筛查与转诊标准', minutes: 28 },
    ],
  },
  CS003: {
    intro:
      '结合社区高血压患者的管理实践，讲解如何指导居民规范测量家庭血压、用智能血压计上传读数、识别异常读数并安排随访，以及远程随访记录如何衔接年度健康评估。',
    lessons: [
      { title: '家庭血压测量的规范与常见误区', minutes: 24 },
      { title: '智能血压计的使用与数据上传', minutes: 22 },
      { title: '异常读数的识别与随访安排', minutes: 26 },
      { title: '远程随访记录与年度评估', minutes: 24 },
    ],
  },
  CS004: {
    intro:
      '讲解慢阻肺稳定期的评估（症状、急性加重风险、肺功能）、吸入药物的选择与吸入装置的使用指导，以及呼吸训练、运动康复和营养支持等社区肺康复措施。',
    lessons: [
      { title: '慢阻肺稳定期的综合评估', minutes: 26 },
      { title: '吸入药物的选择', minutes: 25 },
      { title: '吸入装置的使用指导', minutes: 24 },
      { title: '呼吸训练与运动康复', minutes: 28 },
      { title: '急性加重的预防与家庭管理', minutes: 27 },
    ],
  },
  CS005: {
    intro:
      '介绍肺癌、胃癌、结直肠癌、肝癌、乳腺癌和宫颈癌等常见癌种的高危人群评估、筛查方法与筛查间隔，结合多癌种早筛项目讲解阳性结果的解读、告知与转诊随访。',
    lessons: [
      { title: '多癌种早筛的意义与项目流程', minutes: 28 },
      { title: '肿瘤风险评估问卷的使用', minutes: 30 },
      { title: '肺癌筛查：低剂量螺旋CT', minutes: 31 },
      { title: '上消化道癌筛查', minutes: 30 },
      { title: '结直肠癌筛查：粪便检测与肠镜', minutes: 30 },
      { title: '肝癌高危人群的监测', minutes: 29 },
      { title: '乳腺癌与宫颈癌筛查', minutes: 32 },
      { title: '筛查阳性结果的告知与转诊随访', minutes: 30 },
    ],
  },
  CS006: {
    intro:
      '讲解肺结节的影像学特征与风险分层、不同大小和密度结节的随访间隔，以及需要转诊胸外科或呼吸科的情形，帮助社区医生向居民解释体检报告中的肺结节。',
    lessons: [
      { title: '肺结节的影像学特征', minutes: 25 },
      { title: '风险分层与随访间隔', minutes: 26 },
      { title: '转诊指征与居民沟通', minutes: 24 },
    ],
  },
  CS007: {
    intro: '介绍老年综合评估的内容与工具（功能状态、跌倒风险、认知、营养、多重用药），以及如何把评估结果用于家庭医生签约服务中的照护计划。',
    lessons: [
      { title: '老年综合评估的内容与工具', minutes: 28 },
      { title: '跌倒风险与功能状态评估', minutes: 27 },
      { title: '认知、情绪与营养筛查', minutes: 28 },
      { title: '多重用药评估与照护计划', minutes: 27 },
    ],
  },
  CS008: {
    intro:
      '讲解基层常见急症（胸痛、卒中、低血糖、过敏性休克、急性哮喘发作等）的快速识别、现场处置与转运要点，以及社区急救药品和设备的配置与使用。',
    lessons: [
      { title: '急性胸痛的识别与处置', minutes: 29 },
      { title: '脑卒中的快速识别与转运', minutes: 28 },
      { title: '低血糖与高血糖危象', minutes: 27 },
      { title: '过敏性休克的抢救', minutes: 28 },
      { title: '急性哮喘发作的处理', minutes: 28 },
      { title: '社区急救药品与设备', minutes: 30 },
    ],
  },
}
