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
  /** A word the screen shows once drawn (checked by the browser test). */
  shows?: string
}

const q9 = 'issue 9 (questionnaires, health tests)'
const q10 = 'issue 10 (content, academic, cases)'
const q12 = 'issue 12 (account and money)'
const q14 = 'issue 14 (family doctor, special services)'

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
  { path: '/academic/article/view/1', access: 'login', pending: q10 },
  { path: '/academic/course/detail/1', access: 'login', pending: q10 },
  { path: '/academic/article/add', access: 'login', pending: q10 },
  { path: '/academic/article/modify/1', access: 'login', pending: q10 },
  { path: '/market/academic/view/C001', access: 'none' },
  { path: '/market/academic/preview/1', access: 'none', pending: q10 },
  { path: '/doctor/academic-meeting/intro/1', access: 'none', pending: q10 },
  { path: '/academic-meeting/detail/v2/1', access: 'none', pending: q10 },
  // Cases
  ...[
    '/doctor/market/case', '/market/case/view/1', '/medical/case/add', '/medical/case/edit/1', '/case/view/1',
    '/medical/case/view/1', '/historic_case/add', '/historic_case/agent_add', '/historic_case/view/1',
    '/case/answer-success', '/case/difficult_case/add', '/market/case', '/market/case/research',
    '/smo/paidtreatment/view/1', '/smo/view/status',
  ].map((path): SpecRoute => ({ path, access: 'none', pending: q10 })),
  // Difficult cases and re-education
  { path: '/doctor/difficult/case-ask-med-knotty', access: 'login', pending: q10 },
  { path: '/health/difficult/second-ask-medknotty', access: 'login', pending: q10 },
  { path: '/difficult/medknotty-detail', access: 'login', pending: q10 },
  { path: '/health/difficult/second-ask-medknotty-activity', access: 'none', pending: q10 },
  { path: '/doctor/difficult/case/inquiry', access: 'none', pending: q10 },
  { path: '/re-education/enquiry-case', access: 'doctor', pending: q10 },
  { path: '/re-education/auxiliary-diagnosis', access: 'doctor', pending: q10 },
  { path: '/re-education/doubtful-point-inquiry', access: 'doctor', pending: q10 },
  { path: '/re-education/case-ask-med-miscellaneous', access: 'login', pending: q10 },
  // Chat
  // The chat of 陈立新 and 林晓燕 (seed/messages.ts), which either of them may open.
  { path: '/doctor/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  { path: '/health/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  { path: '/chat/view?chatCode=CVa3ee780198798833', access: 'login', shows: '化验单我看过了' },
  // Credits and study
  { path: '/apply/credit/rule/1', access: 'none', pending: q10 },
  { path: '/apply/credit/record', access: 'none', pending: q10 },
  { path: '/apply/credit/regulations', access: 'none', pending: q10 },
  ...['curse-list', 'about', 'learnt-record-card-list', 'exam-list', 'detail/1'].map(
    (p): SpecRoute => ({ path: `/doctor/study/${p}`, access: 'doctor', pending: q10 }),
  ),
  { path: '/doctor/study/know_self_test_list', access: 'doctor', pending: q9 },
  { path: '/special/exam', access: 'login', pending: q10 },
  // User homepages
  { path: '/user/homepage/DOC0001', access: 'none', pending: q10 },
  // Family doctor
  { path: '/doctor/family_doctor/hypertension/manual-add-resident', access: 'doctor', shows: '手动添加居民' },
  { path: '/doctor/family_doctor/multi-cancer/add-residents', access: 'doctor' },
  { path: '/health/family_doctor/relate/DOC0001', access: 'login', pending: q14 },
  { path: '/doctor/family_doctor/relation-info/R001', access: 'doctor', pending: q14 },
  // Health tests
  { path: '/to_c/activity/Std-self-test-report', access: 'login', pending: q9 },
  { path: '/user/info/nCov-test/report', access: 'none', pending: q9 },
  { path: '/health/digital-health-test/subject-list', access: 'none', pending: q9 },
  { path: '/health/digital-health-test/report-explain', access: 'none', pending: q9 },
  { path: '/health/digital-health-test/report-explain/detail', access: 'login', pending: q9 },
  { path: '/health/digital-health-test/report-explain/add', access: 'login', pending: q9 },
  { path: '/health/digital-health-test/intorce', access: 'login', pending: q9 },
  { path: '/health/digital-physical-examinations-newyear-active', access: 'login', pending: q9 },
  ...['health', 'doctor'].flatMap((who): SpecRoute[] => [
    { path: `/${who}/digital-physical-examinations-introduction`, access: 'none', pending: q9 },
    { path: `/${who}/digital-health-test/general/report`, access: 'login', pending: q9 },
    { path: `/${who}/digital-health-test/hypertension/report`, access: 'login', pending: q9 },
    { path: `/${who}/digital-health-test/chroniciseases-obesity-test/report`, access: 'login', pending: q9 },
    // Points
    { path: `/${who}/integral/system/home`, access: 'login', pending: q12 },
    { path: `/${who}/invite/new/user`, access: 'login', pending: q12 },
    // AI chat
    { path: `/${who}/gpt/other/model`, access: 'login', shows: '专科模型' },
    { path: `/${who}/gpt/record/chat/list`, access: 'login', shows: '历史记录' },
    // The demo person's earlier conversation (seed/ai-answers.ts).
    { path: `/${who}/gpt/record/detail?conversationCode=${who === 'doctor' ? 'GCDEMODOCTOR01' : 'GCDEMORESIDENT1'}`, access: 'login', shows: '仅供参考' },
    // Special services
    { path: `/${who}/special-service/questionnaire`, access: 'login', pending: q9 },
  ]),
  { path: '/integral/rules', access: 'login' },
  { path: '/integral/detail', access: 'login', shows: '积分明细' },
  // Payment and certification
  { path: '/pay/payment', access: 'login', pending: q12 },
  { path: '/user/cert/realname', access: 'login', pending: q12 },
  { path: '/user/cert/checkname/error', access: 'login', pending: q12 },
  { path: '/user/cert/checkName/detailInfo', access: 'none', pending: q12 },
  { path: '/user/cert/manual/checkname', access: 'login', pending: q12 },
  { path: '/user/cert/qualification', access: 'login' },
  { path: '/user/cert/detail/qualification', access: 'login', pending: q12 },
  // Activities
  { path: '/user/summerPractice', access: 'login', pending: q12 },
  { path: '/user/summerPractice/certificateIntro', access: 'login', pending: q12 },
  { path: '/activity/nationalDay', access: 'login', pending: q12 },
  { path: '/activity/questionNaire', access: 'login', pending: q9 },
  { path: '/activity/albList', access: 'login', pending: q12 },
  { path: '/activity/qrCodeEquity', access: 'none', pending: q12 },
  { path: '/activity/2024-ysy', access: 'none', pending: q12 },
  // AI chat
  { path: '/gpt/feedBack', access: 'login', shows: '意见反馈' },
  { path: '/great/wall/mega/model', access: 'none', shows: '长城大模型' },
  { path: '/health/gpt/screen/demoVideo', access: 'none', shows: '血压问答' },
  { path: '/health/gpt/screen/demoVideo1', access: 'none', shows: '体重与用药问答' },
  // Special services
  { path: '/health/special-service/malnutrition/questionnaire', access: 'login', pending: q9 },
  { path: '/health/special-service/malnutrition-service-process', access: 'login', pending: q9 },
  { path: '/health/special-service/malnutrition-select-hospital', access: 'login', pending: q14 },
  { path: '/health/special-service/malnutrition/specialResultPage', access: 'login', pending: q9 },
  { path: '/doctor/special-service/malnutrition-manage', access: 'login' },
  { path: '/doctor/special-service/malnutrition-join-apply', access: 'login', pending: q14 },
  { path: '/doctor/special-service/malnutrition-add-resident', access: 'login', pending: q14 },
  { path: '/doctor/special-service/bronchus/upload', access: 'login', pending: q14 },
  { path: '/doctor/special-service/bronchus/upload/list', access: 'login', pending: q14 },
  { path: '/doctor/special-service/bronchus/upload/detail', access: 'login', pending: q14 },
  { path: '/health/special-service/disease-management/disease-list', access: 'login', pending: q14 },
  { path: '/doctor/special-service-list/all', access: 'login', pending: q14 },
  // Other
  { path: '/invite/recUserInvite', access: 'none', pending: q12 },
  { path: '/invite/landing', access: 'none', pending: q12 },
  { path: '/doctor/health/popular/add', access: 'login', pending: q10 },
  { path: '/doctor/health/popular/detail/C001', access: 'none', pending: q10 },
  { path: '/user/family_member/add', access: 'login', pending: q12 },
  { path: '/user/family-management-list', access: 'login', pending: q12 },
  { path: '/third-party-authorized-login?ids=1,2&redirectUrl=%2Fhealth%2Fclient%2Fhome', access: 'login' },
  { path: '/video/upload', access: 'login', pending: q10 },
  // Health-file authorisation ({applicantUserId}/{healthArchiveUserId}/{permissionType}; the spec gives no prefix,
  // src/api/ASSUMPTIONS.md says which): the demo doctor asks for the demo resident's file.
  { path: '/health-file/authorization/7d3f9a2c1b8e4f6a9c0d5e2b7a1f3c8d/2b6e8c4a9f1d3e7b5a0c8d2f6e4b1a9c/READ', access: 'login' },
  // Content link patterns
  { path: '/news/view/1', access: 'none' },
  { path: '/popular/view/1', access: 'none' },
  { path: '/pedia/video/detail/V001', access: 'none' },
  { path: '/content/video/detail/C001', access: 'none', pending: q10 },
  { path: '/pedia/live/detail/L001', access: 'none', pending: q10 },
  { path: '/research/v2/detail/1/product_feedback', access: 'none', pending: q10 },
  { path: '/pedia/disease/view/1', access: 'none', pending: q10 },
  { path: '/pedia/medicine/view/1', access: 'none', pending: q10 },
]
