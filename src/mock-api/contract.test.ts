// @vitest-environment jsdom
// Contract test: every named call of the catalogue goes through the real client
// (src/api createApiClient) to the embedded backend over msw/node, and its answer must fit the call's
// response schema, and the envelope the envelope schema, checked with Ajv.
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callNames, catalogue } from '../api/catalogue'
import type { CallName, CallRequest } from '../api/call-types'
import { createApiClient } from '../api/client'
import { currentAccount } from '../session/account'
import { createApiSession } from '../session/api-session'
import { COOKIES, SESSION_KEYS } from '../platform/storage-keys'
import { frontDoorSamples, residentFrontDoorCalls } from './front-door-samples'
import { casesSamples } from './cases-samples'
import { familyTeamSamples } from './family-team-samples'
import { chatSamples } from './chat-samples'
import { specialServiceSamples } from './special-service-samples'
import { programmeSamples } from './programme-samples'
import { researchCallSamples } from './research-call-samples'
import { healthConsultationSamples, medicalReportSamples } from './health-consultation-samples'
import { internetHospitalSamples } from './internet-hospital-samples'
import { DEMO_DOCTOR, DEMO_RESIDENT, loginAs, mockBackend, mockServer, resetMockBackend } from './node'
import { apiSchemas } from './schemas'
import { ORDER_CODES } from './seed/orders'
import { FAMILY_CODES } from './seed/family'
import { activitySamples } from './activity-samples'

/** A 1×1 PNG, as the photo fields send after compression. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
for (const schema of apiSchemas.values()) ajv.addSchema(schema)

/** The bodies the backend sent during the current test. */
let envelopes: Array<Promise<unknown>> = []
const keepEnvelope = ({ response }: { response: Response }) => {
  envelopes.push(response.clone().json())
}
beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  mockServer.events.on('response:mocked', keepEnvelope)
})
afterEach(() => {
  resetMockBackend()
  document.cookie = `${COOKIES.userToken}=; path=/; max-age=0`
})
// The server is the module's one (mockServer), shared with the next files of this worker: the listener goes with
// this file, or it would read their streamed answers (the assistant's) as JSON and fail them.
afterAll(() => {
  mockServer.events.removeListener('response:mocked', keepEnvelope)
  mockServer.close()
})

/** Valid arguments for each call; a call missing here is sent without any. */
function sampleArgs(): Record<string, unknown> {
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
    'chat.accountInfo': { accountCodes: [DEMO_DOCTOR.accountCode, DEMO_RESIDENT.accountCode] },
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

function clientFor(role: 'doctor' | 'resident') {
  const notices: string[] = []
  const redirects: string[] = []
  sessionStorage.setItem(SESSION_KEYS.clientRole, role === 'doctor' ? 'doctor' : 'health')
  document.cookie = `${COOKIES.userToken}=${encodeURIComponent(loginAs(role))}; path=/`
  const client = createApiClient({
    notify: (n) => notices.push(n.text),
    session: createApiSession(
      (n) => notices.push(n.text),
      (url) => redirects.push(url),
    ),
  })
  return { client, notices, redirects }
}

function problems(schemaId: string, value: unknown): string {
  const validate = ajv.getSchema(schemaId)
  if (!validate) return `no schema ${schemaId}`
  return validate(value) ? '' : ajv.errorsText(validate.errors, { dataVar: 'data' })
}

describe('every call in the catalogue answers as its schema says', () => {
  it('has sample arguments for every call that takes some', () => {
    const samples = sampleArgs()
    const missing = callNames().filter((name) => catalogue[name].request && !(name in samples))
    expect(missing.filter((name) => !['tumor.count', 'points.cashierStand', 'invite.taskList'].includes(name))).toEqual([])
  })

  // The demo doctor has no family to act for: auth.runAsToken is made as the resident (below).
  it.each(callNames().filter((name) => name !== 'auth.runAsToken'))('%s (as the demo doctor, from a doctor page)', async (name) => {
    const { client, notices, redirects } = clientFor('doctor')
    // The client caches the account as the shell does, so payloads carry accountCode and userCode.
    await currentAccount(client)
    envelopes = []
    // Sample args are checked against the request schemas by the contract itself (not by the type checker).
    const data = await client.call(name, sampleArgs()[name] as CallRequest<typeof name>)
    expect(notices).toEqual([])
    expect(redirects).toEqual([])
    expect(problems(catalogue[name].response, data)).toBe('')
    const sent = await Promise.all(envelopes)
    expect(sent).toHaveLength(1)
    for (const envelope of sent) {
      expect(problems('api/envelope.schema.json', envelope)).toBe('')
      expect(envelope).toMatchObject({ code: '000000', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    }
  })

  const residentCalls: CallName[] = [
    'account.current',
    'user.current',
    'treaty.get',
    'points.bills',
    'points.account',
    'messages.unreadCount',
    'area.byParent',
    'area.streets',
    'settings.global',
    'homepage.tabBarIcons',
    // Only for one's own family: the resident acts as her father.
    'auth.runAsToken',
    ...residentFrontDoorCalls,
  ]
  it.each(residentCalls)('%s (as the demo resident, from a health page)', async (name) => {
    const { client, notices } = clientFor('resident')
    const data = await client.call(name, sampleArgs()[name] as CallRequest<typeof name>)
    expect(notices).toEqual([])
    expect(problems(catalogue[name].response, data)).toBe('')
  })
})

describe('the client meets the backend rules', () => {
  it('a login-only call without a token gives the not-logged-in message and one login redirect', async () => {
    sessionStorage.setItem(SESSION_KEYS.clientRole, 'doctor')
    const notices: string[] = []
    const redirects: string[] = []
    const client = createApiClient({
      notify: (n) => notices.push(n.text),
      session: createApiSession(
        (n) => notices.push(n.text),
        (url) => redirects.push(url),
      ),
    })
    await expect(client.call('points.account')).rejects.toMatchObject({ code: '125000401' })
    expect(notices).toEqual(['用户未登录或登录已过期，请重新登录'])
    expect(redirects).toHaveLength(1)
    expect(redirects[0]).toContain('/edu/__mock/idp/auth/login?client=Dzj_Doctor_Wireless_App')
  })

  it("shows the backend's field message for a payload that does not fit", async () => {
    const { client, notices } = clientFor('doctor')
    await expect(
      client.call('hypertension.addResident', { userName: '王建国', gender: '1', phoneNumber: '110', tag: '10' }),
    ).rejects.toMatchObject({
      code: '125000400',
    })
    expect(notices).toEqual(['参数校验失败：字段 phoneNumber 格式不正确'])
  })
})
