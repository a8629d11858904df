// The embedded backend's whole world: plain JSON, so it can be kept in localStorage between reloads.
import type { SeedHealthConsultation } from './seed/health-consultations'
import type { MockQuestionnaireAnswer } from './seed/questionnaires'
import type { Invitation, Wallet } from './seed/wallet'
import type { MockSpecialServices } from './seed/special-services'
import type { MockFamilyTeam } from './seed/family-team'
import type { MockResearchSample } from './seed/research'
import type { MockFeedback, MockMedicineFeedback } from './seed/feedback'
import type { HealthRecord, PersonalInfo, PointsAccount, PointsBillItem, SummerPracticeSignUp } from '../generated/api'
import type { MockIhState } from './seed/internet-hospital'

export type Gender = '1' | '2'
export type Role = 'doctor' | 'resident'
export type Programme = 'familyDoctor' | 'hypertension' | 'tumor'

export type MockAccount = {
  accountCode: string
  userCode: string
  name: string
  cellphone: string
  role: Role
  gender: Gender
}

export type MockAddress = {
  provinceCode: string
  cityCode: string
  areaCode: string
  streetCode: string
  committeeCode: string
  detailAddress: string
}

export type MockResident = {
  residentAccountCode: string
  userCode: string
  residentName: string
  residentGender: Gender
  residentAge: number
  ageUnit: '岁' | '月'
  birthday: string
  cellphone: string
  profilePhoto?: string
  /** Family doctor the resident signed with (family-doctor programme). */
  familyDoctor?: string
  /** Doctor following the resident in the hypertension programme, and the tag ('10' risk group, '20' patient). */
  hypertensionDoctor?: string
  hypertensionTag?: '10' | '20'
  /** Doctor managing the resident in the tumour (multi-cancer) programme. */
  tumorDoctor?: string
  /** Resident source in the tumour programme: 0 manual, 1 from family doctor, 2 from hypertension. */
  tumorSource?: 0 | 1 | 2
  /** Risk level in the tumour programme: 10 low, 20 mid, 30 high, 40 unfinished. */
  riskLevel?: 10 | 20 | 30 | 40
  address: MockAddress
  createTime: string
}

/** A points entry as the world keeps it: the generated PointsBillItem, with the kind and time the seed writes. */
export type MockPointsBillItem = PointsBillItem & { createTime: string; billType: 'EXPEND' | 'INCOME' }

export type PointsMonth = {
  billMonth: string
  availablePoint: number
  usedPoint: number
  monthlyExpire: number
  billInfoList: MockPointsBillItem[]
}

export type CodeValue = {
  code: string
  value: string
}

/** A row of the message centre: a category of messages (notifications, interactions...) or a chat with a person. */
export type MockConversation = {
  conversationCode: string
  catalogType: 'NOTICE' | 'INTERACTION' | 'POINTS' | 'ACTIVITY' | 'CHAT'
  title: string
  avatar: string | null
  lastMessage: string
  lastTime: string
  /** For NOTICE this is derived from the unread notifications, never stored. */
  unreadCount: number
  /** The app path the row opens. */
  link: string
  /** For CHAT: the other person. */
  peerAccountCode?: string
}

export type MockNotification = {
  notificationCode: string
  type: 'SYSTEM' | 'CERTIFICATION' | 'POINTS' | 'ACTIVITY' | 'FOLLOW_UP' | 'HEALTH'
  typeName: string
  title: string
  summary: string
  createTime: string
  read: boolean
  /** The notice it announces (opens /notice/{noticeId}); otherwise link says where it goes. */
  noticeId?: string
  link: string
}

export type MockNotice = {
  noticeId: string
  title: string
  publisher: string
  publishTime: string
  cover: string
  /** HTML, shown through the rich-text node. */
  content: string
}

export type MockMailbox = {
  conversations: MockConversation[]
  notifications: MockNotification[]
}

/** A member of an account's family list; the member is a resident of the world. */
export type MockFamilyLink = {
  memberAccountCode: string
  relation: 'FATHER' | 'MOTHER' | 'SPOUSE' | 'CHILD' | 'OTHER'
}

export type MockUserSettings = {
  messagePush: boolean
  personalisedRecommend: boolean
  showOnlineStatus: boolean
}

export type MockComment = {
  commentId: string
  accountCode: string
  userName: string
  content: string
  createTime: number
}

export type MockDoctorArticle = {
  articleId: string
  /** Its id among content (/market/academic/view/{contentCode}). */
  contentCode: string
  authorAccountCode: string
  title: string
  coverUrl: string | null
  /** Sanitised HTML from the editor. */
  content: string
  status: 'DRAFT' | 'PUBLISHED'
  updateTime: number
  /** What was written: an academic article (absent) or a popular-science piece. */
  kind?: 'popular'
}

/** A request to have a health-test report explained (handlers/health-test-explanations.ts). */
export type MockExplanation = {
  code: string
  subjectCode: string
  question: string
  submitTime: string
  reply: string | null
  replyTime: string | null
}

export type MockScreenEntry = {
  entryId: number
  version: number
  submitTime: string
  values: Record<string, unknown>
}

export type MockState = {
  /** Bumped when the seed's shape changes, so an old saved world is replaced instead of misread. */
  version: number
  accounts: MockAccount[]
  /** user token -> accountCode */
  sessions: Record<string, string>
  /** run-as token -> resident accountCode */
  runAsTokens: Record<string, string>
  residents: MockResident[]
  points: Record<string, { account: PointsAccount; months: PointsMonth[] }>
  /** accountCode -> treaty code -> signed */
  treaties: Record<string, Record<string, boolean>>
  /** accountCode -> the message centre of that account (messages.unreadCount adds its unread up). */
  mailboxes: Record<string, MockMailbox>
  /** Announcements, by noticeId, shared by every account. */
  notices: MockNotice[]
  /** accountCode -> the family members it may act as. */
  families: Record<string, MockFamilyLink[]>
  /** accountCode -> the user centre's switches. */
  userSettings: Record<string, MockUserSettings>
  globalSettings: Record<string, CodeValue[]>
  configItems: CodeValue[]
  /** Health-file permission decisions, by applicant/owner/permissionType account codes; none means pending. */
  healthFileGrants: Record<string, 'GRANTED' | 'REFUSED'>
  /** accountCode -> the questionnaires that person submitted, oldest first. */
  questionnaireAnswers: Record<string, MockQuestionnaireAnswer[]>
  /** Content reactions and comments, by '<contentType>:<contentId>' (content handlers). */
  contentReactions: Record<string, { likedBy: string[]; favouritedBy: string[] }>
  contentComments: Record<string, MockComment[]>
  /** Articles doctors wrote in the article editor, drafts and published. */
  doctorArticles: MockDoctorArticle[]
  /** accountCode -> the homepage profile its owner edited (/user/homepage/edit). */
  homepageEdits: Record<string, { name: string; intro: string; goodAt: string }>
  /** Videos uploaded in the app (/video/upload), newest first. */
  uploadedVideos: MockUploadedVideo[]
  /** 'token' or 'token/id' -> the entries its published page's form submitted (screens.submitEntry), oldest first. */
  screenEntries: Record<string, MockScreenEntry[]>
  /** meetingId -> account codes signed up. */
  meetingSignUps: Record<string, string[]>
  /** Cases doctors wrote in the app, newest first (the seed's own cases are read-only, in seed/cases.ts). */
  writtenCases: MockWrittenCase[]
  /** accountCode -> the account codes it follows (seeded by seed/homepages.ts). */
  follows: Record<string, string[]>
  /** Difficult-case consultations asked in the app, newest first (the seed's are in seed/consultations.ts). */
  consultations: MockConsultation[]
  /** Health consultations residents asked in the app, newest first (the seed's are in seed/health-consultations.ts). */
  healthConsultations: MockHealthConsultation[]
  /** Exam attempts by recordId; absent until the first write, the seed's until then, made as they are read: the demo doctor's attempt in progress started four minutes before it is seen (seed/exams.ts). */
  examRecords?: Record<string, MockExamRecord>
  /** `accountCode:courseId` -> the lessons studied to their end; a course not there has the seed's (the demo doctor's first lessons). */
  courseProgress: Record<string, MockCourseProgress>
  /** accountCode -> certification applications (issue 12). */
  certifications: Record<string, MockCertification>
  /** Orders to pay, by orderCode (seeded by seed/orders.ts). */
  orders: Record<string, MockOrder>
  /** accountCode -> the family member the account acts for now (memberUserId); none means 本人. */
  currentFamilyMember: Record<string, string>
  /** accountCode -> bank cards and withdrawals. */
  wallets: Record<string, Wallet>
  /** Who registered through whose shareUserCode. */
  invitations: Invitation[]
  /** accountCode -> the profile and health record the user saved; an account not there has one derived from the seed (handlers/records.ts). */
  personalInfo: Record<string, PersonalInfo>
  healthRecords: Record<string, HealthRecord>
  /** accountCode -> report explanations asked since the seed, newest first (the seeded ones are derived). */
  healthTestExplanations: Record<string, MockExplanation[]>
  /** Doctor accountCode -> his family-doctor team: groups, pushes, assessments sent, plans (seed/family-team.ts; made on first use). */
  familyTeams: Record<string, MockFamilyTeam>
  /** Chats by chatCode, made from the message centres when first opened (seed/chats.ts). */
  chats: Record<string, MockChat>
  /** AI assistant conversations by accountCode ('visitor' for the logged out, never listed). */
  assistant: Record<string, MockAiConversation[]>
  /** Special services (issue 14): malnutrition programme, hospital choices, bronchoscopy uploads; made from the seed on first use (handlers/special-world.ts): the seed holds an application waiting for review, which the 调试 panel decides only once the services were opened. */
  specialServices?: MockSpecialServices
  /** Resident-doctor bindings (QR code or team signing) (seed/relations.ts). */
  relations: MockRelation[]
  /** Popular-science pushes and follow-up reminders doctors sent, newest first (seed/relations.ts). */
  programmeRecords: MockProgrammeRecord[]
  /** accountCode -> research projects joined (projectCode) (seed/research.ts). */
  researchJoins: Record<string, string[]>
  /** Samples enrolled in the app, newest first (the seed's are derived from seed/research.ts). */
  researchSamples: MockResearchSample[]
  /** Feedback and medicine-use feedback sent in the app, newest first (older ones: seed/feedback.ts). */
  feedback: MockFeedback[]
  medicineFeedback: MockMedicineFeedback[]
  /** Issue 32: accountCode -> the summer practice sign-up; none means not signed up. */
  summerPractice: Record<string, SummerPracticeSignUp>
  /** Issue 32: accountCode -> day (YYYY-MM-DD) -> the national day tasks whose points were credited that day. */
  nationalDay: Record<string, Record<string, string[]>>
  /** Issue 32: residentAccountCode -> digital health tests taken in the app, oldest first (handlers/health-test-results.ts). */
  healthTestResults: Record<string, MockHealthTestResult[]>
  /** The internet hospital's consultations and prescriptions; absent until the first read, which seeds it and opens the seeded ongoing one's chat (handlers/internet-hospital-world.ts). */
  internetHospital?: MockIhState
  /** Increments on every write; used to derive codes for new records. */
  serial: number
}

/** A digital health test scored by the backend: its total, risk level, advice and a score per dimension. */
export type MockHealthTestResult = {
  resultId: string
  code: string
  score: number
  maxScore: number
  level: 'success' | 'warning' | 'danger'
  levelText: string
  advice: string
  dimensions: Array<{ name: string; score: number; maxScore: number }>
  answers: Record<string, unknown>
  submittedAt: string
}

/** A resident bound to a family doctor (/doctor/family_doctor/relation-info/{relationCode}). */
export type MockRelation = {
  relationCode: string
  doctorAccountCode: string
  residentAccountCode: string
  bindTime: string
  bindWay: 'QRCODE' | 'SIGNING'
  unbindTime?: string
}

/** A popular-science push or a follow-up reminder, as the doctor's record list shows it. */
export type MockProgrammeRecord = {
  recordCode: string
  doctorAccountCode: string
  kind: 'push' | 'remind'
  contentId: string | null
  title: string
  residentAccountCodes: string[]
  createTime: string
}

export type MockWrittenCase = {
  caseId: string
  authorAccountCode: string
  createTime: number
  /** The case form's fields as sent (title, patient basics, history, examinations, images, diagnosis, treatment). */
  fields: Record<string, unknown>
  /** historic: entered from a past record (/historic_case/add); difficult: asked for consultation. */
  kind: 'medical' | 'historic' | 'difficult'
}

export type MockCourseProgress = {
  /** Lesson numbers (from 1) watched to their end. */
  done: number[]
  lastStudyTime: number
  /** When the last lesson was done (the credit's date); absent while lessons are left. */
  finishedTime?: number
}

export type MockExamRecord = {
  recordId: string
  paperId: string
  accountCode: string
  startTime: number
  deadline: number
  /** Set once submitted. */
  answers?: Record<string, string>
  submitTime?: number
}

export type MockCertStatus = 'NONE' | 'PENDING' | 'CERTIFIED' | 'REJECTED'

/** A real-name application (ID card photos, checked by hand) and a doctor's qualification application. */
export type MockCertification = {
  realName?: { status: MockCertStatus; name: string; idCardNo: string; submitTime: string; rejectReason: string | null }
  qualification?: {
    status: MockCertStatus
    hospitalId: string
    hospitalName: string
    departmentName: string
    title: string
    submitTime: string
    certifiedTime: string | null
    rejectReason: string | null
  }
}

export type MockOrderStatus = 'UNPAID' | 'PAYING' | 'PAID' | 'FAILED'

/** An order waiting for payment: a consultation, a prescription, a service package. */
export type MockOrder = {
  orderCode: string
  accountCode: string
  /** The internet-hospital payment type: CONSULTATION, PRESCRIPTION, SERVICE. */
  type: string
  typeName: string
  title: string
  detail: string
  doctorName: string
  hospitalName: string
  /** Fen (1/100 yuan), as payment providers count. */
  amount: number
  createTime: string
  status: MockOrderStatus
  payMethod: 'WXPAY_JSAPI' | 'WAPPAY' | 'POINTS' | null
  payTime: string | null
  failReason: string | null
  /** Where the payer goes once it is paid (the consultation it pays for); absent: the home. */
  link?: string
  /** What the provider will report in its callback, and when (epoch ms): until then the order is PAYING. */
  pendingOutcome?: 'PAID' | 'FAILED'
  notifyAt?: number
}

/** The world's version as a whole (slices have their own, slices.ts): bumped, every saved slice is dropped. */
export const STATE_VERSION = 4

/** A health consultation asked in the app: the seed's shape, dated by its creation time. */
export type MockHealthConsultation = Omit<SeedHealthConsultation, 'daysAgo'> & { createTime: number }

export type MockConsultation = {
  consultId: string
  askerAccountCode: string
  kind: 'doctor' | 'resident'
  title: string
  disease: string
  description: string
  caseId?: string
  images?: string[]
  status: '待分诊' | '专家会诊中' | '已回复'
  createTime: number
  expertName?: string
  expertTitle?: string
  reply?: string
}

/** A stored chat message (SPEC §3), content as text; an image's content is its picture's address. */
export type MockChatMessage = {
  msgCode: string
  msgUid: string
  senderCode: string
  msgType: number
  content: string
  /** ms since 1970. */
  sendTime: number
}

/** A chat: one to one (scene 1) or a group (scene 2, with an owner who may remove members). */
export type MockChat = {
  chatCode: string
  chatScene: number
  title: string
  members: string[]
  owner?: string
  messages: MockChatMessage[]
}

/** A turn with the AI assistant: the whole answer is kept; `shown` is how much of it the user saw when stopped. */
export type MockAiTurn = {
  answerId: string
  question: string
  answer: string
  stopped: boolean
  rating?: 'up' | 'down'
  time: string
}

export type MockAiConversation = {
  conversationCode: string
  model: 'general' | 'greatwall' | 'other'
  updateTime: string
  turns: MockAiTurn[]
}

/** A video a doctor uploaded: its metadata only (the file itself is not kept). */
export type MockUploadedVideo = {
  contentCode: string
  authorAccountCode: string
  title: string
  fileName: string
  size: number
  uploadTime: number
  /** What the uploader wrote about it (optional on the upload form). */
  description?: string
}
