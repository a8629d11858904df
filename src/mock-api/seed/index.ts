import { STATE_VERSION, type MockState } from '../state'
import { DEMO_DOCTOR, DEMO_RESIDENT, OTHER_DOCTORS } from './accounts'
import { seedDoctorArticles } from './doctor-articles'
import { seedFamilies, seedFamilyResidents, seedUserSettings } from './family'
import { seedMailboxes } from './messages'
import { teamConversation } from './chats'
import { answerFor, DEMO_AI_CONVERSATIONS } from './ai-answers'
import { formatDateTime } from './codes'
import { seedNotices } from './notices'
import { seedPoints } from './points'
import { seedQuestionnaireAnswers } from './questionnaires'
import { createRandom } from './prng'
import { seedResidents } from './residents'
import { CONFIG_ITEMS, GLOBAL_SETTINGS } from './settings'
import { seedOrders } from './orders'
import { seedInvitations } from './wallet'
import { SEED_JOINS } from './research'
import { seedProgrammeRecords, seedRelations } from './relations'
import { seedFollows } from './homepages'

export const SEED = 20240618

/** A fresh world. Same content on every run, except dates and ages, which follow `now`. */
export function createSeedState(now: Date = new Date()): MockState {
  const random = createRandom(SEED)
  const residents = seedResidents(random, now)
  residents.push(...seedFamilyResidents(now, residents[0].address))
  const notices = seedNotices(now)
  const world: MockState = {
    version: STATE_VERSION,
    accounts: [DEMO_DOCTOR, DEMO_RESIDENT, ...OTHER_DOCTORS],
    sessions: {},
    runAsTokens: {},
    residents,
    points: {
      [DEMO_DOCTOR.accountCode]: seedPoints(random, now, 'doctor'),
      [DEMO_RESIDENT.accountCode]: seedPoints(random, now, 'resident'),
    },
    treaties: {
      [DEMO_DOCTOR.accountCode]: { PRIVACY_POLICY: true, DCLOUD_SERVICE: true },
      [DEMO_RESIDENT.accountCode]: { PRIVACY_POLICY: true, DCLOUD_SERVICE: false },
    },
    mailboxes: withTeamChat(seedMailboxes(now, residents, notices), now),
    assistant: seedAssistant(now),
    notices,
    families: seedFamilies(),
    userSettings: seedUserSettings(),
    globalSettings: structuredClone(GLOBAL_SETTINGS),
    configItems: structuredClone(CONFIG_ITEMS),
    // The demo doctor's request to read the demo resident's file is pending (an empty map); decisions land here.
    healthFileGrants: {},
    questionnaireAnswers: seedQuestionnaireAnswers(DEMO_RESIDENT.accountCode, now),
    doctorArticles: seedDoctorArticles(now),
    contentReactions: {},
    contentComments: {},
    homepageEdits: {},
    uploadedVideos: [],
    screenEntries: {},
    meetingSignUps: {},
    writtenCases: [],
    follows: {},
    consultations: [],
    healthConsultations: [],
    courseProgress: {},
    certifications: {},
    orders: seedOrders(now),
    currentFamilyMember: {},
    wallets: {},
    invitations: seedInvitations(),
    personalInfo: {},
    healthRecords: {},
    healthTestExplanations: {},
    familyTeams: {},
    chats: {},
    relations: [],
    programmeRecords: [],
    researchJoins: structuredClone(SEED_JOINS),
    researchSamples: [],
    feedback: [],
    medicineFeedback: [],
    summerPractice: {},
    nationalDay: {},
    healthTestResults: {},
    serial: 0,
  }
  // What is derived from the residents: the doctors' bindings and records, who follows whom.
  world.relations = seedRelations(world)
  world.programmeRecords = seedProgrammeRecords(world, now)
  world.follows = seedFollows(world)
  return world
}

/** 陈立新's team group chat joins his message centre (seed/chats.ts). */
function withTeamChat(mailboxes: MockState['mailboxes'], now: Date): MockState['mailboxes'] {
  mailboxes[DEMO_DOCTOR.accountCode]?.conversations.push(teamConversation(now))
  return mailboxes
}

/** One earlier AI conversation for each demo person (seed/ai-answers.ts). */
function seedAssistant(now: Date): MockState['assistant'] {
  const time = formatDateTime(new Date(now.getTime() - 26 * 3600_000))
  const one = (code: string, question: string) => [
    {
      conversationCode: code,
      model: 'general' as const,
      updateTime: time,
      turns: [{ answerId: `${code}A1`, question, answer: answerFor(question, 'general'), stopped: false, time }],
    },
  ]
  return {
    [DEMO_DOCTOR.accountCode]: one(DEMO_AI_CONVERSATIONS.doctor, '糖化血红蛋白 7% 对应的平均血糖是多少？'),
    [DEMO_RESIDENT.accountCode]: one(DEMO_AI_CONVERSATIONS.resident, '血压 150/95 要紧吗？需要吃药吗？'),
  }
}
