// What the embedded AI assistant answers: markdown with inline and display math, chosen by the question's words,
// long enough to stream for a few seconds. Each model signs its answers its own way.
export const MODEL_NAMES = { general: '大专家通用模型', greatwall: '长城大模型', other: '专科模型' } as const

const bloodPressure = `## 血压怎么看

成人血压的分级（《中国高血压防治指南》）：

| 分类 | 收缩压 (mmHg) | 舒张压 (mmHg) |
| --- | --- | --- |
| 正常 | < 120 | < 80 |
| 正常高值 | 120–139 | 80–89 |
| 高血压 | ≥ 140 | ≥ 90 |

平均动脉压可以这样估算：

$$\\mathrm{MAP} \\approx \\mathrm{DBP} + \\frac{\\mathrm{SBP} - \\mathrm{DBP}}{3}$$

例如血压 $150/95$ mmHg 时，$\\mathrm{MAP} \\approx 95 + \\frac{55}{3} \\approx 113$ mmHg。

**建议：**

1. 早晚各测一次，连续记录 7 天，测量前静坐 5 分钟；
2. 每天食盐不超过 5 克，规律运动，戒烟限酒；
3. 已服药者不要自行停药或加量，复诊时带上血压记录。

如出现剧烈头痛、胸痛、肢体无力等情况，请立即就医。`

const bmi = `## 体重指数（BMI）

BMI 的计算公式：

$$\\mathrm{BMI} = \\frac{\\text{体重 (kg)}}{\\text{身高 (m)}^2}$$

例如身高 $1.65$ m、体重 $68$ kg：$\\mathrm{BMI} = \\frac{68}{1.65^2} \\approx 25.0$。

中国成人的参考标准：

- $\\mathrm{BMI} < 18.5$：体重过低
- $18.5 \\le \\mathrm{BMI} < 24$：正常
- $24 \\le \\mathrm{BMI} < 28$：超重
- $\\mathrm{BMI} \\ge 28$：肥胖

减重以每周 $0.5$–$1$ kg 为宜，饮食控制与每周至少 150 分钟中等强度运动相结合。`

const sugar = `## 血糖结果解读

空腹血糖的判断标准：

- 正常：$< 6.1$ mmol/L
- 空腹血糖受损：$6.1$–$6.9$ mmol/L
- 糖尿病诊断切点：$\\ge 7.0$ mmol/L（需另日复查确认）

糖化血红蛋白（HbA1c）反映近 2–3 个月的平均血糖，估算平均血糖：

$$\\bar{G} \\approx 1.59A - 2.59$$

其中 $A$ 为 HbA1c（%），$\\bar{G}$ 为平均血糖（mmol/L）。

建议携带化验单到社区卫生服务中心复查，并在医生指导下调整饮食与用药。`

const general = `## 我来帮您梳理一下

您的问题涉及日常健康管理，可以从以下几个方面着手：

1. **记录症状**：出现的时间、持续多久、有无诱因；
2. **监测指标**：血压、血糖、体重等，按时记录；
3. **规律生活**：每天睡眠 7–8 小时，饮食清淡，适量运动。

一个简单的运动强度参考是目标心率：

$$\\text{目标心率} \\approx (220 - \\text{年龄}) \\times 65\\%$$

例如 60 岁时约为 $96$–$112$ 次/分。

以上内容仅供参考，不能替代医生的面诊。如症状持续或加重，请及时到医院就诊。`

export function answerFor(question: string, model: keyof typeof MODEL_NAMES): string {
  const body = /血压|高血压|降压/.test(question)
    ? bloodPressure
    : /bmi|体重|减肥|肥胖/i.test(question)
      ? bmi
      : /血糖|糖尿病|糖化/.test(question)
        ? sugar
        : general
  return `${body}\n\n> 由${MODEL_NAMES[model]}生成，仅供参考。`
}

/** Each demo person's earlier conversation with the assistant (历史记录 is not empty on first visit). */
export const DEMO_AI_CONVERSATIONS = { doctor: 'GCDEMODOCTOR01', resident: 'GCDEMORESIDENT1' } as const
