// What the demo doctor already wrote in the article editor: one published article (HTML, as the editor saves it),
// so the article view, the editor's modify page and the doctor's article list have something real to show.
import type { MockDoctorArticle } from '../state'
import { DEMO_DOCTOR } from './accounts'
import { coverArt } from './art'

export function seedDoctorArticles(now: Date): MockDoctorArticle[] {
  const title = '家庭血压监测在社区高血压管理中的应用体会'
  return [
    {
      articleId: 'AR0001',
      contentCode: 'A0001',
      authorAccountCode: DEMO_DOCTOR.accountCode,
      title,
      coverUrl: coverArt('学术', title, 1),
      content:
        '<h2>背景</h2><p>诊室血压受“白大衣效应”影响，单次测量难以反映真实血压水平。我们在北山街道 126 名签约高血压患者中推广家庭血压监测。</p>' +
        '<h2>做法</h2><ol><li>统一使用经过认证的上臂式电子血压计</li><li>早晚各测 2 次，连续 7 天，取平均值</li><li>家庭医生每月查看记录并调整方案</li></ol>' +
        '<h2>体会</h2><ul><li>患者对自身血压的关注度明显提高</li><li>隐匿性高血压和白大衣高血压得以识别</li></ul><p>半年后血压控制率由 52.4% 升至 71.4%。</p>',
      status: 'PUBLISHED',
      updateTime: now.getTime() - 3 * 86_400_000,
    },
  ]
}
