// Every concrete path SPEC.md §2 names, with its access level and example values for its parameters. A path
// whose screen is not built yet carries `pending`: the issue that builds it. The route-table tests check that
// every other path is served by a screen with that level and draws real content; this list is what is left.
export type Access = 'none' | 'login' | 'doctor'

export interface SpecRoute {
  /** A concrete address: parameters filled with example values from the embedded backend's seed. */
  path: string
  access: Access
  /** The issue that builds the screen, while it is not built. */
  pending?: string
  /** A word the screen shows once drawn at this address (checked by the every-route browser test and the sweep). */
  shows?: string
}

export const specRoutes: readonly SpecRoute[] = [
  // Home and general
  { path: '/doctor/client/home', access: 'login', shows: '首页' },
  { path: '/doctor/client/medbrain/home', access: 'login', shows: '医脑' },
  { path: '/doctor/client/user-center', access: 'login', shows: '陈立新' },
  { path: '/health/client/home', access: 'none', shows: '首页' },
  { path: '/health/client/portrait', access: 'login', shows: '健康画像' },
  { path: '/health/client/user-center', access: 'login', shows: '林晓燕' },
  { path: '/doctor/medbrain/applyFoundation', access: 'login' },
  { path: '/home/noData', access: 'none', shows: '建设中' },
  { path: '/health/knowledge', access: 'none' },
  { path: '/ok_home/unlogin', access: 'none', shows: '登录' },
  { path: '/medbrain/service/list', access: 'login' },
  { path: '/medbrain/researchlist', access: 'login' },
  { path: '/home/album/ALB001', access: 'none' },
  { path: '/pedia/album/1', access: 'none' },
  { path: '/health/content-information', access: 'none' },
  { path: '/messagecenter/conversation/list', access: 'login', shows: '消息' },
  { path: '/doctor/messagecenter/conversation/list', access: 'login', shows: '消息' },
  { path: '/notification/list', access: 'login', shows: '通知' },
  { path: '/notice/NT202506001', access: 'none' },
  { path: '/advertisement/AD_HTN_MONTH', access: 'none' },
  { path: '/debug/inspect', access: 'none' },
  { path: '/up/app/version', access: 'none' },
  { path: '/security-tip', access: 'none' },
  { path: '/conference/login_guide', access: 'none' },
  { path: '/health/portrait', access: 'login', shows: '健康画像' },
  { path: '/health/action-score', access: 'login' },
  { path: '/health/action-score/score-detail', access: 'login' },
  { path: '/user/new-center/resident', access: 'login' },
  { path: '/login/loginWeb?isMustLogin=true', access: 'none' },
  // Hospitals
  { path: '/to_c/hospital/list', access: 'login', shows: '医院' },
  { path: '/to_c/hospital/detail/v2/H330106005001', access: 'none' },
  { path: '/doctor/hospital/detail/H330106005001', access: 'none' },
  { path: '/health/hospital/detail/H330106005001', access: 'none' },
  // Academic
  { path: '/academic/article/view/AR0001', access: 'login', shows: '家庭血压监测' },
  { path: '/academic/course/detail/1', access: 'login', shows: '课件详情' },
  { path: '/academic/article/add', access: 'login', shows: '发布' },
  // The demo doctor's own article (seed/doctor-articles.ts): only its author edits it (client=doctor offers him).
  { path: '/academic/article/modify/AR0001?client=doctor', access: 'login', shows: '保存草稿' },
  { path: '/market/academic/view/C001', access: 'none' },
  { path: '/market/academic/preview/1', access: 'none', shows: '预览' },
  { path: '/doctor/academic-meeting/intro/1', access: 'none', shows: '会议嘉宾' },
  { path: '/academic-meeting/detail/v2/1', access: 'none', shows: '会议日程' },
  // Cases
  { path: '/doctor/market/case', access: 'none', shows: '病例库' },
  { path: '/market/case', access: 'none', shows: '病例库' },
  { path: '/market/case/research', access: 'none', shows: '科研病例' },
  { path: '/market/case/view/1', access: 'none', shows: '老年高血压合并慢性肾病一例的降压方案调整' },
  { path: '/medical/case/add', access: 'none', shows: '主诉' },
  { path: '/medical/case/edit/1', access: 'none', shows: '治疗方案' },
  { path: '/case/view/2', access: 'none', shows: '体检发现肺部磨玻璃结节的随访与处理' },
  { path: '/medical/case/view/1', access: 'none', shows: '现病史' },
  { path: '/historic_case/add', access: 'none', shows: '录入历史病例' },
  { path: '/historic_case/agent_add', access: 'none', shows: '录入历史病例' },
  { path: '/historic_case/view/3', access: 'none', shows: '胃镜随访中发现早期胃癌一例' },
  { path: '/case/answer-success', access: 'none', shows: '提交成功' },
  { path: '/case/difficult_case/add', access: 'none', shows: '提交疑难病例' },
  { path: '/smo/paidtreatment/view/1', access: 'none', shows: '服务说明' },
  { path: '/smo/view/status', access: 'none', shows: '服务进度' },
  // Difficult cases and re-education
  { path: '/doctor/difficult/case-ask-med-knotty', access: 'login', shows: '病情描述' },
  { path: '/health/difficult/second-ask-medknotty', access: 'login', shows: '病情描述' },
  // The demo doctor's answered consultation (seed/consultations.ts), opened as him (client=doctor).
  { path: '/difficult/medknotty-detail?consultId=DC000101&client=doctor', access: 'login', shows: '专家意见' },
  { path: '/health/difficult/second-ask-medknotty-activity', access: 'none', shows: '名医二诊' },
  { path: '/doctor/difficult/case/inquiry', access: 'none', shows: '发起会诊' },
  { path: '/re-education/enquiry-case', access: 'doctor', shows: '问诊病例' },
  { path: '/re-education/auxiliary-diagnosis', access: 'doctor', shows: '辅助诊断' },
  { path: '/re-education/doubtful-point-inquiry', access: 'doctor', shows: '疑点问询' },
  { path: '/re-education/case-ask-med-miscellaneous', access: 'login', shows: '疑难杂症问诊' },
  // Chat
  // The chat of 陈立新 and 林晓燕 (seed/messages.ts), which either of them may open.
  { path: '/doctor/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  { path: '/health/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  { path: '/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  // Credits and study
  { path: '/apply/credit/rule/1', access: 'none', shows: '浙江省继续医学教育委员会' },
  { path: '/apply/credit/record', access: 'none', shows: '登录' },
  { path: '/apply/credit/regulations', access: 'none', shows: '学分管理办法' },
  { path: '/doctor/study/curse-list', access: 'doctor', shows: '课程中心' },
  { path: '/doctor/study/about', access: 'doctor', shows: '学习中心' },
  { path: '/doctor/study/learnt-record-card-list', access: 'doctor', shows: '学习记录' },
  { path: '/doctor/study/detail/guideline', access: 'doctor', shows: '指南解读' },
  { path: '/doctor/study/exam-list', access: 'doctor', shows: '基层高血压防治指南（2024）专项考试' },
  { path: '/doctor/study/know_self_test_list', access: 'doctor', shows: '高血压基层诊疗知识自测' },
  // A course opened from 课程中心 and its lesson (paths chosen in the study family): the demo doctor's half-learnt CS002.
  { path: '/doctor/study/course/CS002', access: 'doctor', shows: '继续学习' },
  { path: '/doctor/study/course/CS002/lesson/CS002-4', access: 'doctor', shows: '课程进度' },
  { path: '/special/exam', access: 'login', shows: '剩余时间' },
  // The demo doctor's past attempt (seed/exams.ts); client=doctor has the identity provider offer him first.
  { path: '/special/exam/result?recordId=ER000001&client=doctor', access: 'login', shows: '考试结果' },
  { path: '/special/exam/answerSheet?recordId=ER000001&client=doctor', access: 'login', shows: '解析' },
  // The exam centre (/center/exam/*, sub-paths chosen in src/api/ASSUMPTIONS.md): the demo doctor's passed attempt ER000001.
  { path: '/center/exam/list', access: 'doctor', shows: '待参加' },
  { path: '/center/exam/detail/EX2025004', access: 'doctor', shows: '继续考试' },
  { path: '/center/exam/record', access: 'doctor', shows: '多癌种早筛项目培训考核' },
  { path: '/center/exam/certificate/ER000001', access: 'doctor', shows: '证书编号' },
  // User homepages: the demo doctor 陈立新's.
  ...[
    '/user/homepage/',
    '/user/homepage/fans/',
    '/user/homepage/follow/',
    '/user/homepage/academic/',
    '/user/homepage/case/',
    '/user/homepage/news/',
    '/user/homepage/video/',
    '/user/homepage/popular_science/',
    '/user/homepage/detail?accountCode=',
  ].map((p): SpecRoute => ({ path: `${p}7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d`, access: 'none' })),
  { path: '/user/homepage/edit/330106198203154231', access: 'login', shows: '编辑资料' },
  { path: '/user/homepage/science-contributor-home', access: 'none', shows: '科普达人' },
  // Family doctor
  { path: '/doctor/family_doctor/hypertension/manual-add-resident', access: 'doctor', shows: '手动添加居民' },
  { path: '/doctor/family_doctor/multi-cancer/add-residents', access: 'doctor' },
  // Family-doctor team pages, patient management, school label groups (SPEC names no sub-paths: src/api/ASSUMPTIONS.md).
  // 林晓燕 is one of 陈立新's team's residents, with a plan; FG0001 and FA0001 are the team's seeded group and assessment.
  // client=doctor: the paths carry no /doctor prefix, so the identity provider is told to offer the demo doctor first.
  { path: '/family_doctor/home?client=doctor', access: 'doctor', shows: '团队公告' },
  { path: '/family_doctor/resident/list?client=doctor', access: 'doctor', shows: '签约居民' },
  { path: '/family_doctor/resident/detail/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c?client=doctor', access: 'doctor', shows: '林晓燕' },
  { path: '/family_doctor/group/list?client=doctor', access: 'doctor', shows: '高血压重点随访' },
  { path: '/family_doctor/group/edit?client=doctor', access: 'doctor', shows: '分组名称' },
  { path: '/family_doctor/group/detail/FG0001?client=doctor', access: 'doctor', shows: '高血压重点随访' },
  { path: '/family_doctor/group/members/FG0001?client=doctor', access: 'doctor', shows: '移入分组' },
  { path: '/family_doctor/recipients?client=doctor', access: 'doctor', shows: '按分组' },
  { path: '/family_doctor/push/compose?client=doctor', access: 'doctor', shows: '消息内容' },
  { path: '/family_doctor/push/list?client=doctor', access: 'doctor', shows: '发送给' },
  { path: '/family_doctor/assessment/list?client=doctor', access: 'doctor', shows: '高血压自我管理评估' },
  { path: '/family_doctor/assessment/send?client=doctor', access: 'doctor', shows: '评估问卷' },
  { path: '/family_doctor/assessment/detail/FA0001?client=doctor', access: 'doctor', shows: '已完成' },
  { path: '/family_doctor/plan/detail/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c?client=doctor', access: 'doctor', shows: '干预目标' },
  { path: '/family_doctor/plan/edit/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c?client=doctor', access: 'doctor', shows: '干预目标' },
  { path: '/family_doctor/plan/task/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c?client=doctor', access: 'doctor', shows: '任务名称' },
  { path: '/family_doctor/team/setting?client=doctor', access: 'doctor', shows: '团队公告' },
  { path: '/family_doctor/team/edit?client=doctor', access: 'doctor', shows: '团队名称' },
  { path: '/family_doctor/chat/list?client=doctor', access: 'doctor', shows: '翠苑家庭医生团队' },
  { path: '/patient-management/list?client=doctor', access: 'doctor', shows: '患者管理' },
  { path: '/patient-management/detail/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c?client=doctor', access: 'doctor', shows: '管理项目' },
  { path: '/health/student/label-groups', access: 'login', shows: '杭州市翠苑第一小学' },
  { path: '/health/student/label-group/CARIES', access: 'login', shows: '张子轩' },
  // The demo doctor's QR link, opened by the demo resident (not yet bound); R001 is his first seeded relation.
  { path: '/health/family_doctor/relate/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d', access: 'login', shows: '确认绑定' },
  { path: '/doctor/family_doctor/relation-info/R001', access: 'doctor', shows: '绑定关系详情' },
  // Sub-paths SPEC §2 leaves open (src/api/ASSUMPTIONS.md): programme homes, list, result, patient, push, records.
  { path: '/doctor/family_doctor/home_page', access: 'doctor', shows: '今日随访' },
  { path: '/doctor/family_doctor/multi-cancer/home', access: 'doctor', shows: '高风险' },
  { path: '/doctor/family_doctor/hypertension/home', access: 'doctor', shows: '高血压患者' },
  { path: '/doctor/family_doctor/multi-cancer/residents', access: 'doctor', shows: '未完成评估' },
  // 孔桂英, a high-risk resident of the demo doctor's multi-cancer programme (seed/residents.ts).
  {
    path: '/doctor/family_doctor/multi-cancer/result?residentAccountCode=fec4423b313662d70b4e2fa9c5e3bb81',
    access: 'doctor',
    shows: '孔桂英',
  },
  { path: '/doctor/family_doctor/multi-cancer/patient', access: 'doctor', shows: '新增患者' },
  {
    path: '/doctor/family_doctor/multi-cancer/patient?residentAccountCode=fec4423b313662d70b4e2fa9c5e3bb81',
    access: 'doctor',
    shows: '编辑患者',
  },
  { path: '/doctor/family_doctor/popular-science/push', access: 'doctor', shows: '选择文章' },
  { path: '/doctor/family_doctor/popular-science/select-residents?contentId=4', access: 'doctor', shows: '选择居民' },
  { path: '/doctor/family_doctor/record', access: 'doctor', shows: '科普推送' },
  { path: '/doctor/family_doctor/qrcode', access: 'doctor', shows: '我的二维码' },
  // Health tests
  { path: '/to_c/activity/Std-self-test-report', access: 'login', shows: '性传播疾病风险自测' },
  { path: '/user/info/nCov-test/report', access: 'none', shows: '新冠病毒感染症状自测' },
  { path: '/health/digital-health-test/subject-list', access: 'none', shows: '高血压风险检测' },
  { path: '/health/digital-health-test/report-explain', access: 'none', shows: '解读流程' },
  { path: '/health/digital-health-test/report-explain/detail', access: 'login', shows: '医生解读' },
  { path: '/health/digital-health-test/report-explain/add', access: 'login', shows: '想咨询的问题' },
  { path: '/health/digital-health-test/intorce?code=hypertension', access: 'login', shows: '高血压风险检测' },
  { path: '/health/digital-physical-examinations-newyear-active', access: 'login', shows: '活动检测项目' },
  ...['health', 'doctor'].flatMap((who): SpecRoute[] => [
    { path: `/${who}/digital-physical-examinations-introduction`, access: 'none', shows: '什么是数字体检' },
    { path: `/${who}/digital-health-test/general/report`, access: 'login', shows: '检测结论' },
    { path: `/${who}/digital-health-test/hypertension/report`, access: 'login', shows: '检测结论' },
    { path: `/${who}/digital-health-test/chroniciseases-obesity-test/report`, access: 'login', shows: '检测结论' },
    // Points
    { path: `/${who}/integral/system/home`, access: 'login', shows: '积分中心' },
    { path: `/${who}/invite/new/user`, access: 'login', shows: '我邀请的好友' },
    // AI chat
    { path: `/${who}/gpt/other/model`, access: 'login', shows: '专科模型' },
    { path: `/${who}/gpt/record/chat/list`, access: 'login', shows: '历史记录' },
    // The demo person's earlier conversation (seed/ai-answers.ts).
    {
      path: `/${who}/gpt/record/detail?conversationCode=${who === 'doctor' ? 'GCDEMODOCTOR01' : 'GCDEMORESIDENT1'}`,
      access: 'login',
      shows: '仅供参考',
    },
    // Special services
    { path: `/${who}/special-service/questionnaire`, access: 'login', shows: '高血压自我管理评估' },
  ]),
  { path: '/integral/rules', access: 'login' },
  { path: '/integral/detail', access: 'login', shows: '积分明细' },
  // Payment and certification
  // The visitor logs in as the demo resident here (no role in the path), whose orders these are.
  { path: '/pay/payment?orderCode=PO202611230001', access: 'login', shows: '订单支付' },
  { path: '/internet-hospital/payment/SERVICE?orderCode=PO202611230003', access: 'login', shows: '家庭医生服务包' },
  { path: '/user/cert/realname', access: 'login', shows: '实名认证' },
  { path: '/user/cert/checkname/error', access: 'login', shows: '重新认证' },
  { path: '/user/cert/checkName/detailInfo', access: 'none', shows: '实名认证' },
  { path: '/user/cert/manual/checkname', access: 'login', shows: '实名认证' },
  { path: '/user/cert/qualification', access: 'login', shows: '执业医院' },
  // The demo doctor's certification, passed (the resident has none): client=doctor offers him.
  { path: '/user/cert/detail/qualification?client=doctor', access: 'login', shows: '已认证' },
  // Activities
  { path: '/user/summerPractice', access: 'login', shows: '暑期社区实践' },
  { path: '/user/summerPractice/certificateIntro', access: 'login', shows: '获得条件' },
  { path: '/activity/nationalDay', access: 'login', shows: '每日健康任务' },
  { path: '/activity/questionNaire', access: 'login', shows: '居民健康素养有奖问卷' },
  { path: '/activity/albList', access: 'login', shows: '高血压防治专题' },
  { path: '/activity/qrCodeEquity', access: 'none', shows: '可领取的权益' },
  { path: '/activity/2024-ysy', access: 'none', shows: '年度关键词' },
  // AI chat
  { path: '/gpt/feedBack', access: 'login', shows: '意见反馈' },
  { path: '/great/wall/mega/model', access: 'none', shows: '长城大模型' },
  { path: '/health/gpt/screen/demoVideo', access: 'none', shows: '血压问答' },
  { path: '/health/gpt/screen/demoVideo1', access: 'none', shows: '体重与用药问答' },
  // Special services
  { path: '/health/special-service/malnutrition/questionnaire', access: 'login', shows: 'NRS-2002 营养风险筛查' },
  { path: '/health/special-service/malnutrition-service-process', access: 'login', shows: '营养风险筛查' },
  { path: '/health/special-service/malnutrition-select-hospital', access: 'login', shows: '营养门诊' },
  { path: '/health/special-service/malnutrition/specialResultPage', access: 'login', shows: '营养风险' },
  { path: '/doctor/special-service/malnutrition-manage', access: 'login', shows: '王秀兰' },
  { path: '/doctor/special-service/malnutrition-join-apply', access: 'login', shows: '已加入' },
  { path: '/doctor/special-service/malnutrition-add-resident', access: 'login', shows: '选择居民' },
  { path: '/doctor/special-service/bronchus/upload', access: 'login', shows: '添加图片或文件' },
  { path: '/doctor/special-service/bronchus/upload/list', access: 'login', shows: '已审阅' },
  { path: '/doctor/special-service/bronchus/upload/detail?id=BU000001', access: 'login', shows: '审阅意见' },
  { path: '/health/special-service/disease-management/disease-list', access: 'login', shows: '血脂异常' },
  { path: '/doctor/special-service-list/all', access: 'login', shows: '营养不良专病管理' },
  // Other
  { path: '/invite/recUserInvite', access: 'none', shows: '奖励说明' },
  // The demo doctor's invitation code (seed/wallet.ts shareUserCodeOf).
  { path: '/invite/landing?shareUserCode=U7D3F9A2C1B', access: 'none', shows: '陈立新' },
  { path: '/doctor/health/popular/add', access: 'login', shows: '发布' },
  { path: '/doctor/health/popular/detail/2', access: 'none', shows: '科普详情' },
  { path: '/user/family_member/add', access: 'login', shows: '与本人关系' },
  { path: '/user/family-management-list', access: 'login', shows: '本人' },
  // User settings (SPEC §2 Other names them without paths: src/api/ASSUMPTIONS.md)
  { path: '/user/settings', access: 'login', shows: '退出登录' },
  { path: '/user/profile', access: 'login', shows: '昵称' },
  { path: '/user/health-record', access: 'login', shows: '过敏史' },
  { path: '/user/treat-record', access: 'login', shows: '医嘱' },
  { path: '/third-party-authorized-login?ids=1,2&redirectUrl=%2Fhealth%2Fclient%2Fhome', access: 'login' },
  { path: '/video/upload', access: 'login', shows: '选择视频' },
  // Health-file authorisation ({applicantUserId}/{healthArchiveUserId}/{permissionType}; the spec gives no prefix,
  // src/api/ASSUMPTIONS.md says which): the demo doctor asks for the demo resident's file.
  { path: '/health-file/authorization/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c/READ', access: 'login' },
  // Content link patterns
  { path: '/news/view/1', access: 'none' },
  { path: '/popular/view/1', access: 'none' },
  { path: '/pedia/video/detail/V001', access: 'none' },
  { path: '/content/video/detail/C001', access: 'none', shows: '视频详情' },
  { path: '/pedia/live/detail/L001', access: 'none', shows: '直播中' },
  { path: '/research/v2/detail/1/product_feedback', access: 'none', shows: '在线学术' },
  { path: '/pedia/disease/view/1', access: 'none', shows: '原发性高血压' },
  { path: '/pedia/medicine/view/1', access: 'none', shows: '氨氯地平' },
  // Health consultations (the spec gives no prefix; src/api/ASSUMPTIONS.md says which): 林晓燕's seeded ones.
  { path: '/health/health-consultation/home', access: 'login', shows: '咨询服务' },
  { path: '/health/health-consultation/record/TEXT', access: 'login', shows: '咨询记录' },
  { path: '/health/health-consultation/detail/HC000101', access: 'login', shows: '医生回复' },
  { path: '/health/health-consultation/select-doctor?serviceType=TEXT', access: 'login', shows: '选择医生' },
  // Not a spec path: the form select-doctor leads to, apart so the doctors' list stays light (form budget).
  {
    path: '/health/health-consultation/ask?serviceType=TEXT&doctorCode=7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d',
    access: 'login',
    shows: '咨询医生',
  },
  // Medical reports (prefix assumed as above): 林晓燕's latest examination and her triglycerides.
  { path: '/health/medical-report/historicalreport/MR000005', access: 'login', shows: '总检结论' },
  { path: '/health/medical-report/indicator-record/TG', access: 'login', shows: '甘油三酯' },
  // Health assessments (no path in the spec; prefix assumed as above): PHQ-9 and GAD-7 with 林晓燕's results.
  { path: '/health/health-assessment/list', access: 'login', shows: 'PHQ-9 抑郁筛查' },
  { path: '/health/health-assessment/questionnaire?id=phq-9', access: 'login', shows: 'PHQ-9 抑郁筛查' },
  // Research, feedback, the native app's article editor and /edu (issue 32: SPEC §2 names the families, not their
  // paths; src/api/ASSUMPTIONS.md lists the ones chosen). RS2026006 is led by the demo doctor; SP000001 is 林晓燕's
  // sample in it, FB000001 her replied feedback (seed/research.ts, seed/feedback.ts).
  { path: '/medbrain/research/detail/RS2026001', access: 'login', shows: '入组条件' },
  { path: '/research/sample/add?projectCode=RS2026001', access: 'doctor', shows: '入组诊断' },
  { path: '/research/sample/list', access: 'login', shows: '社区居民血脂异常综合管理真实世界研究' },
  { path: '/research/sample/detail/SP000001', access: 'login', shows: '随访计划' },
  { path: '/re-research/mine', access: 'login', shows: '社区居民血脂异常综合管理真实世界研究' },
  { path: '/research/product-portrait/RS2026006', access: 'doctor', shows: '样本概况' },
  { path: '/research/product-portrait/RS2026006/ATORVASTATIN', access: 'doctor', shows: '研究产品：阿托伐他汀钙片' },
  { path: '/feedback/list', access: 'login', shows: '已回复' },
  { path: '/feedback/add', access: 'login', shows: '反馈类型' },
  { path: '/feedback/detail/FB000001', access: 'login', shows: '大专家客服' },
  { path: '/research/medical_used/feedback', access: 'login', shows: '不良反应' },
  { path: '/research/medical_used/feedback/list', access: 'login', shows: '阿托伐他汀钙片' },
  { path: '/academic/article/native-add?userRole=EXPERT&expertId=7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d', access: 'login', shows: '发布' },
  { path: '/edu', access: 'none', shows: '我是居民' },
  // Issue 32 (not spec paths): the summer practice's sign-up form; a digital health test taken question by question.
  { path: '/user/summerPractice/apply', access: 'login', shows: '实践地点' },
  { path: '/health/digital-health-test/testing?code=hypertension', access: 'login', shows: '第1题，共16题' },
  // Internet hospital (SPEC §2 Other names the family without paths; src/api/ASSUMPTIONS.md): 林晓燕's visit
  // with 周海涛 and its prescription; 陈立新's inbox, his waiting patient (IH000202), the one in the chat (IH000203), a refused prescription.
  { path: '/internet-hospital/home', access: 'login', shows: '专家会诊' },
  { path: '/internet-hospital/doctors?serviceType=PSYCHO', access: 'login', shows: '心理咨询' },
  { path: '/internet-hospital/ask?serviceType=TEXT&doctorCode=7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d', access: 'login', shows: '问诊医生' },
  { path: '/internet-hospital/records/ALL', access: 'login', shows: '已完成' },
  { path: '/internet-hospital/consultation/IH000201', access: 'login', shows: '奥美拉唑肠溶胶囊' },
  { path: '/internet-hospital/prescriptions', access: 'login', shows: '奥美拉唑肠溶胶囊' },
  { path: '/internet-hospital/prescription/RX000301', access: 'login', shows: '复诊续方' },
  { path: '/doctor/internet-hospital/consultations/WAITING', access: 'doctor', shows: '待接诊' },
  { path: '/doctor/internet-hospital/consultation/IH000203', access: 'doctor', shows: '开具处方' },
  { path: '/doctor/internet-hospital/prescribe/IH000203', access: 'doctor', shows: '用药天数' },
  { path: '/doctor/internet-hospital/prescriptions', access: 'doctor', shows: '缬沙坦胶囊' },
  { path: '/doctor/internet-hospital/prescription/RX000298', access: 'doctor', shows: '超过单张处方 30 天的上限' },
  // What consume points paid for (§7's consume-info query, under the points pages; ASSUMPTIONS.md).
  { path: '/integral/consume', access: 'login', shows: '积分消费记录' },
]
