import type { MockNotice } from '../state'
import { formatDateTime } from './codes'
import { paletteDataUri } from './pictures'

// The platform's announcements (/notice/{noticeId}): rich HTML with headings, lists, a picture and an in-app
// link, as the operations team writes them. Publish times follow the seed's `now`.
interface Draft {
  noticeId: string
  title: string
  publisher: string
  daysAgo: number
  caption: string
  paragraphs: string[]
  heading: string
  points: string[]
  /** An in-app path the notice links to (the rich-text node sends it through the navigate action). */
  link?: { href: string; text: string }
}

const drafts: Draft[] = [
  {
    noticeId: 'NT202506001',
    title: '关于《隐私政策》更新的公告',
    publisher: '大专家平台运营中心',
    daysAgo: 1,
    caption: '隐私政策更新',
    paragraphs: ['尊敬的用户：为更好地保护您的个人信息，我们依据《个人信息保护法》对《隐私政策》进行了更新，新版本自发布之日起生效。'],
    heading: '本次更新的主要内容',
    points: ['明确健康档案数据的存储期限与删除方式', '新增家庭成员授权查看健康画像的说明', '补充第三方 SDK 的使用目的与范围'],
    link: { href: '/security-tip', text: '查看账号安全提示' },
  },
  {
    noticeId: 'NT202506002',
    title: '家庭医生签约服务全面升级',
    publisher: '杭州市西湖区卫生健康局',
    daysAgo: 3,
    caption: '家庭医生签约服务',
    paragraphs: [
      '为进一步做实家庭医生签约服务，西湖区各社区卫生服务中心自本月起推出升级版签约服务包。',
      '已签约居民无需重新签约，服务内容将自动升级。',
    ],
    heading: '升级后的服务内容',
    points: ['高血压、糖尿病患者每季度一次面对面随访', '65 岁以上老人每年一次免费健康体检', '线上图文咨询，家庭医生 24 小时内回复'],
  },
  {
    noticeId: 'NT202506003',
    title: '“健康中国行”高血压防治宣传月活动开启',
    publisher: '大专家健康',
    daysAgo: 6,
    caption: '高血压防治宣传月',
    paragraphs: [
      '我国成人高血压患病率约为 27.5%，但知晓率、治疗率和控制率仍然偏低。本月起，平台联合多家三级甲等医院开展高血压防治宣传活动。',
    ],
    heading: '参与方式',
    points: [
      '完成一次血压自测并上传记录，可获得 50 积分',
      '观看专家科普视频，了解家庭血压测量的正确方法',
      '预约社区卫生服务中心免费血压筛查',
    ],
    link: { href: '/integral/rules', text: '查看积分规则' },
  },
  {
    noticeId: 'NT202506004',
    title: '系统维护公告',
    publisher: '大专家平台运营中心',
    daysAgo: 9,
    caption: '系统维护',
    paragraphs: [
      '为提升服务稳定性，平台将于本周六 02:00 至 05:00 进行系统升级维护。维护期间问诊、积分兑换等功能将暂停使用，给您带来的不便敬请谅解。',
    ],
    heading: '维护期间不受影响的功能',
    points: ['健康画像与历史报告的查看', '已下载的学术文章阅读'],
  },
  {
    noticeId: 'NT202506005',
    title: '医师资质认证审核流程优化说明',
    publisher: '大专家医生服务中心',
    daysAgo: 14,
    caption: '资质认证',
    paragraphs: [
      '即日起，医师资质认证审核时间由 3 个工作日缩短至 1 个工作日。上传医师资格证、执业证书及工作证明后，审核结果将通过消息中心通知您。',
    ],
    heading: '需要准备的材料',
    points: ['医师资格证书（含照片页）', '医师执业证书（含执业地点页）', '胸牌或工作证照片'],
    link: { href: '/user/cert/qualification', text: '去认证' },
  },
  {
    noticeId: 'NT202506006',
    title: '积分规则调整公告',
    publisher: '大专家积分商城',
    daysAgo: 20,
    caption: '积分规则调整',
    paragraphs: [
      '为回馈用户，平台对积分获取与使用规则进行调整：每日签到积分由 5 分提高至 10 分；积分有效期统一为获得之日起 24 个月，到期当月月底清零。',
    ],
    heading: '积分可以用来',
    points: ['兑换图文问诊券、电话问诊券', '兑换电子血压计等健康好礼', '抵扣部分健康服务费用'],
    link: { href: '/integral/detail', text: '查看我的积分明细' },
  },
  {
    noticeId: 'NT202506007',
    title: '秋冬季流感疫苗接种指引',
    publisher: '大专家健康',
    daysAgo: 27,
    caption: '流感疫苗接种',
    paragraphs: ['流感疫苗是预防流感最经济有效的手段。建议 60 岁以上老人、慢性病患者、6 月龄至 5 岁儿童及孕妇优先接种。'],
    heading: '接种注意事项',
    points: ['接种前如实告知过敏史和近期身体状况', '接种后留观 30 分钟', '发热或急性疾病期间应暂缓接种'],
  },
  {
    noticeId: 'NT202506008',
    title: '糖尿病患者饮食管理小贴士',
    publisher: '大专家健康',
    daysAgo: 35,
    caption: '糖尿病饮食管理',
    paragraphs: ['合理饮食是糖尿病治疗的基础。控制总热量、均衡营养、定时定量进餐，有助于平稳控制血糖。'],
    heading: '日常饮食建议',
    points: ['主食粗细搭配，全谷物占一半以上', '每天蔬菜 500 克，水果放在两餐之间', '少油少盐，每日食盐不超过 5 克'],
  },
]

function html(d: Draft, cover: string): string {
  return [
    ...d.paragraphs.map((p) => `<p>${p}</p>`),
    `<p><img src="${cover}" alt="${d.caption}" width="750" height="360"/></p>`,
    `<h3>${d.heading}</h3>`,
    `<ol>${d.points.map((p) => `<li>${p}</li>`).join('')}</ol>`,
    d.link ? `<p><a href="${d.link.href}">${d.link.text}</a></p>` : '',
    `<p style="text-align:right">${d.publisher}</p>`,
  ].join('')
}

export function seedNotices(now: Date): MockNotice[] {
  return drafts.map((d, i) => {
    const published = new Date(now.getFullYear(), now.getMonth(), now.getDate() - d.daysAgo, 9 + (i % 8), (i * 17) % 60)
    const cover = paletteDataUri(i, 750, 360, d.caption)
    return {
      noticeId: d.noticeId,
      title: d.title,
      publisher: d.publisher,
      publishTime: formatDateTime(published),
      cover,
      content: html(d, cover),
    }
  })
}
