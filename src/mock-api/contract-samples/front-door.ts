import { DEMO_RESIDENT } from '../seed/accounts'
import { DEMO_HOSPITAL_ID } from '../seed/hospitals'

// Valid arguments for the front door's calls (hospitals, message centre, user centre, health portrait),
// kept apart from contract.test.ts's own list so the two grow without touching each other.
export function frontDoorSamples(): Record<string, unknown> {
  return {
    'hospitals.list': { current: 1, size: 10, name: '医院', areaCode: '330100' },
    'hospitals.detail': { hospitalId: DEMO_HOSPITAL_ID },
    'messages.conversations': { current: 1, size: 20 },
    'messages.readConversation': { conversationCode: 'SYS_NOTICE_DOCTOR' },
    'notifications.list': { current: 1, size: 10, read: false },
    'notifications.read': { notificationCodes: [] },
    'notices.detail': { noticeId: 'NT202506001' },
    'advertisements.detail': { adCode: 'AD_HTN_MONTH' },
    'user.saveSettings': { personalisedRecommend: false },
    // The doctor reads one of his residents' portraits, as the stored healthPortraitUserId would say.
    'portrait.indicators': { userId: DEMO_RESIDENT.accountCode },
    'portrait.actionScore': { userId: DEMO_RESIDENT.accountCode },
    'portrait.scoreDetail': { userId: DEMO_RESIDENT.accountCode, current: 1, size: 10 },
  }
}

/** The front door's calls a resident makes from health pages, checked against their schemas as 林晓燕 too. */
export const residentFrontDoorCalls = [
  'hospitals.list',
  'hospitals.detail',
  'messages.conversations',
  'notifications.list',
  'user.profile',
  'certification.state',
  'family.members',
  'account.switchList',
  'user.settings',
  'portrait.indicators',
  'portrait.actionScore',
  'portrait.scoreDetail',
  // A resident's report explanations (the demo doctor has asked for none).
  'healthTest.explanations',
  'healthTest.explanation',
] as const
