// The contract test's arguments: valid arguments for each named call, by area (contract.test.ts sends them all).
import { DEMO_DOCTOR, DEMO_RESIDENT, mockBackend } from '../node'
import { FAMILY_CODES } from '../seed/family'
import { ORDER_CODES } from '../seed/orders'
import { activitySamples } from './activity'
import { casesSamples } from './cases'
import { chatSamples } from './chat'
import { familyTeamSamples } from './family-team'
import { frontDoorSamples } from './front-door'
import { healthConsultationSamples, medicalReportSamples } from './health-consultation'
import { internetHospitalSamples } from './internet-hospital'
import { programmeSamples } from './programme'
import { researchCallSamples } from './research-call'
import { specialServiceSamples } from './special-service'

export { residentFrontDoorCalls } from './front-door'

/** A 1×1 PNG, as the photo fields send after compression. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** Valid arguments for each call; a call missing here is sent without any. */
export function sampleArgs(): Record<string, unknown> {
  const candidate = mockBackend.store.state.residents.find((r) => r.familyDoctor === DEMO_DOCTOR.accountCode && !r.tumorDoctor)
  const page = { current: 1, size: 15 }
  return {
    'auth.logout': {},
    'auth.runAsToken': { runAsUserId: FAMILY_CODES.father },
    'settings.configList': { codes: 'SIGN_SECRET_KEY' },
    'treaty.get': { treatyCode: 'PRIVACY_POLICY' },
    'residents.list': { ...page, name: '' },
    'residents.familyDoctorList': { ...page, name: null },
    'residents.hypertensionList': { ...page, name: '王' },
    'residents.batchAddTumor': [candidate?.residentAccountCode],
    'hypertension.addResident': {
      userName: '欧阳振华',
      gender: '1',
      birthday: '1958-03-12',
      phoneNumber: '13905711234',
      tag: '20',
      province: '330000',
      city: '330100',
      area: '330106',
      street: '330106004',
      committee: '330106004053',
      detailAddress: '文三路 90 号',
    },
    'area.byParent': { parentCode: '100000' },
    'area.streets': { parentCode: '110101' },
    'area.detail': { code: '330106' },
    'points.bills': { current: 1, size: 10 },
    'points.consumeInfo': { current: 1, size: 10 },
    'points.cashierStand': {},
    'invite.skuList': { categoryCodes: 'CONSULT,HEALTH' },
    'invite.taskList': {},
    'points.exchange': { skuCode: 'SKU10021' },
    'wallet.addBankCard': { holderName: DEMO_DOCTOR.name, cardNo: '6214835710208890000', bankName: '招商银行', phone: '13957112345' },
    'wallet.tax': { amount: 1000 },
    'wallet.withdraw': { amount: 100, cardId: 'BC0001' },
    'invite.invitedList': { current: 1, size: 10 },
    'invite.inviter': { shareUserCode: 'U7D3F9A2C1B' },
    'report.execute': { id: 'RPT_FAMILY_DOCTOR_OVERVIEW', parameterList: [{ key: 'doctorAccountCode', value: [DEMO_DOCTOR.accountCode] }] },
    'screens.get': { token: 'health-lecture', id: '1' },
    'screens.submitEntry': { token: 'autumn-walk', values: { name: '林晓燕', people: 2, agree: true, days: ['周六', '周日'] } },
    'screens.preview': { token: 'autumn-walk', key: 'seed-draft-autumn-walk-2027' },
    'healthTest.subject': { code: 'hypertension' },
    'healthTest.explanation': { code: '' },
    'healthTest.addExplanation': { subjectCode: 'hypertension', question: '最近血压忽高忽低，需要调药吗？' },
    'events.trace': { eventCode: '101002', resourceType: 'PAGE', resourceId: '/doctor/client/home' },
    'events.traceAll': { events: [{ eventCode: '101002', resourceType: 'PAGE', resourceId: '/doctor/client/home' }] },
    'healthFile.authorization': {
      applicantUserId: DEMO_RESIDENT.accountCode,
      healthArchiveUserId: DEMO_DOCTOR.accountCode,
      permissionType: 'READ',
    },
    'healthFile.decide': {
      applicantUserId: DEMO_RESIDENT.userCode,
      healthArchiveUserId: DEMO_DOCTOR.accountCode,
      permissionType: 'MANAGE',
      agree: false,
    },
    'treaty.sign': { treatyCodes: 'PRIVACY_POLICY,DCLOUD_SERVICE' },
    'monitor.errorReport': {
      kind: 'call',
      message: '服务器繁忙,请稍后重试',
      code: 500,
      release: '2.2.38',
      sampleRate: 1,
      path: '/edu/integral/detail',
      at: 1732233600000,
    },
    'wechat.currentUser': { x: 'dzj_official' },
    'wechat.jsapiTicket': { url: 'http://localhost:3000/edu/health/client/home' },
    'workWechat.jsapiTicket': { url: 'http://localhost:3000/edu/doctor/client/home' },
    'payment.wxpayOfficialAccount': { orderCode: ORDER_CODES.course },
    'payment.wxpayWap': { orderCode: ORDER_CODES.course, returnUrl: 'http://localhost:3000/edu/pay/payment?orderCode=PO202611230004' },
    'payment.order': { orderCode: ORDER_CODES.course },
    'certification.realName': {},
    'certification.submitRealName': { name: DEMO_DOCTOR.name, idCardNo: '330106198203154234', idCardFront: PHOTO, idCardBack: PHOTO },
    'certification.submitQualification': {
      hospitalId: 'H330106005001',
      departmentName: '全科医学科',
      title: '主治医师',
      certificatePhotos: [PHOTO],
    },
    'family.add': { relation: 'MOTHER', name: '陈桂芳', idCardNo: '330106195503124420', phone: '13905716688' },
    'family.remove': { memberUserId: FAMILY_CODES.father },
    'family.choose': { memberUserId: DEMO_DOCTOR.accountCode },
    'user.savePersonalInfo': {
      nickname: '陈医生',
      gender: '1',
      birthday: '1982-03-15',
      area: ['330000', '330100', '330106'],
      introduction: '社区全科医生',
    },
    'user.saveHealthRecord': { height: 175, weight: 71.5, bloodType: 'O型', smoking: 'QUIT' },
    'user.treatRecords': { current: 1, size: 10 },
    'unionPay.authenticateByCode': { redirectUri: 'http://localhost:3000/edu/health/client/home', code: 'UPFT0123456789ABCDEF' },
    'content.news': { contentId: 'N20250618001' },
    'content.caseDetails': { caseId: 'C1024' },
    'content.video': { videoCode: 'V3301' },
    'content.live': { liveId: 'L88' },
    'content.doctorVideo': { id: 'DV12' },
    'content.doctorPopularScience': { contentCode: 'PS77' },
    'content.doctorArticle': { articleId: 'A901' },
    'home.banners': { clientRole: 'health' },
    'homepage.tabBarIcons': { clientRole: 'health' },
    'home.entries': { clientRole: 'doctor' },
    'content.feed': { current: 1, size: 10, clientRole: 'health' },
    'album.detail': { albumCode: 'ALB001' },
    'medbrain.research': { current: 1, size: 10, status: '招募中' },
    'medbrain.applyFoundation': {
      name: '陈立新',
      hospitalName: '杭州市西湖区北山街道社区卫生服务中心',
      department: '全科',
      projectName: '社区高血压患者家庭血压监测依从性研究',
      direction: '慢病管理',
      phone: '13957112345',
    },
    'questionnaire.get': { questionnaireId: 'nrs-2002' },
    'questionnaire.latest': { questionnaireId: 'nrs-2002' },
    'questionnaire.list': { category: 'doctor-self-test' },
    'questionnaire.submit': {
      questionnaireId: 'std-self-test',
      answers: { unprotected: 'no', partners: '1', symptoms: ['none'], partnerDiagnosed: 'no', tested: 'yes' },
    },
    'content.like': { contentType: 'news', contentId: '1', on: true },
    'content.favourite': { contentType: 'news', contentId: '1', on: true },
    'content.comments': { contentType: 'news', contentId: '1', current: 1, size: 10 },
    'content.comment': { contentType: 'news', contentId: '1', content: '讲得很清楚，谢谢医生' },
    'academic.saveArticle': { title: '基层慢阻肺随访体会', content: '<p>规律随访，按时复查肺功能。</p>', publish: true },
    'academic.myArticle': { articleId: 'AR0001' },
    'content.savePopularScience': { title: '秋冬季节如何预防流感', content: '<p>接种疫苗，勤洗手，戴口罩。</p>', publish: true },
    'academic.doctorArticles': { accountCode: DEMO_DOCTOR.accountCode, current: 1, size: 10 },
    'academic.meeting': { meetingId: '1' },
    'academic.meetingSignUp': { meetingId: '2' },
    'encyclopedia.disease': { diseaseId: '1' },
    'encyclopedia.medicine': { medicineId: '1' },
    'homepage.saveProfile': {
      userCode: DEMO_DOCTOR.userCode,
      name: '陈立新医生',
      intro: '社区全科医生，家庭医生团队负责人。',
      goodAt: '高血压、糖尿病的长期管理。',
    },
    'homepage.scienceContributors': { current: 1, size: 10 },
    'content.videoUpload': { title: '居家血压测量的正确方法', file: '血压测量.mp4', size: '1048576' },
    ...frontDoorSamples(),
    ...casesSamples(),
    ...chatSamples(),
    ...healthConsultationSamples(),
    ...medicalReportSamples(),
    ...specialServiceSamples(mockBackend.store.state, DEMO_DOCTOR.accountCode),
    ...familyTeamSamples(),
    ...programmeSamples(mockBackend.store.state),
    ...researchCallSamples(mockBackend.store.state),
    ...activitySamples(),
    ...internetHospitalSamples(),
  }
}
