import { paletteDataUri } from './pictures'

// Advertisements (/advertisement/{adCode}): a poster, a title, and either an in-app link or an HTML body.
// Read-only, so not part of the stored world.
export type SeedAdvertisement = {
  adCode: string
  title: string
  imageUrl: string
  /** In-app path the poster's button opens; null when the body says it all. */
  link: string | null
  buttonText: string | null
  /** HTML body under the poster (through the rich-text node); null for a poster that only links. */
  content: string | null
}

function poster(index: number, caption: string, note: string): string {
  return paletteDataUri(index, 750, 1000, caption, note)
}

export const ADVERTISEMENTS: readonly SeedAdvertisement[] = [
  {
    adCode: 'AD_HTN_MONTH',
    title: '高血压防治宣传月',
    imageUrl: poster(0, '高血压防治宣传月', '测血压 · 学知识 · 赢好礼'),
    link: '/health/portrait',
    buttonText: '记录我的血压',
    content:
      '<p>活动期间完成 4 次血压记录，即可参与抽奖，赢取电子血压计。</p><ol><li>活动时间：本月 1 日至月底</li><li>每人限中奖一次</li><li>奖品将在活动结束后 15 个工作日内寄出</li></ol>',
  },
  {
    adCode: 'AD_FLU_VACCINE',
    title: '流感疫苗预约接种',
    imageUrl: poster(5, '流感疫苗预约接种', '翠苑街道社区卫生服务中心'),
    link: '/health/hospital/detail/H330106005001',
    buttonText: '查看接种点',
    content:
      '<p>接种地点：杭州市西湖区翠苑街道社区卫生服务中心预防接种门诊（文一西路 82 号）。</p><p>接种时间：周一至周五 08:00-11:30，13:30-16:30。请携带身份证及医保卡。</p>',
  },
  {
    adCode: 'AD_POINTS_MALL',
    title: '积分商城上新',
    imageUrl: poster(4, '积分商城上新', '问诊券 · 体检套餐 · 健康好礼'),
    link: '/integral/detail',
    buttonText: '查看我的积分',
    content: null,
  },
  {
    adCode: 'AD_CME_COURSE',
    title: '基层医生继续教育公开课',
    imageUrl: poster(1, '继续教育公开课', '社区高血压规范化管理'),
    link: null,
    buttonText: null,
    content:
      '<h3>课程安排</h3><ul><li>周四 19:30《社区高血压规范化管理》 杭州市第三人民医院 心血管内科</li><li>下周四 19:30《2 型糖尿病的基层用药》 杭州市第一人民医院 内分泌科</li></ul><p>完成全部课程并通过考核，可获得 II 类继续医学教育学分 2 分。</p>',
  },
  {
    adCode: 'AD_DIGITAL_TEST',
    title: '数字健康测评',
    imageUrl: poster(2, '数字健康测评', '3 分钟了解你的健康状况'),
    link: '/health/digital-health-test/subject-list',
    buttonText: '免费测一测',
    content: '<p>基于国家慢病防治指南设计，覆盖高血压、糖尿病、肥胖等常见慢病风险评估，测评结果可同步到您的健康画像。</p>',
  },
]
