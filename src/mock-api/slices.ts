import type { MockState } from './state'

// The world in areas. Each slice is a group of the world's fields that one area of handlers owns; it is seeded
// with the rest of the world and kept under its own localStorage key with its own version, so a change writes
// only the slices it touched (store.ts). Bump a slice's version when the shape of one of its fields changes: a
// saved copy of another version is seeded again on the next load, the other slices stay.
export const SLICES = {
  sessions: { version: 1, fields: ['sessions', 'runAsTokens'] },
  accounts: {
    version: 1,
    fields: ['accounts', 'treaties', 'families', 'currentFamilyMember', 'userSettings', 'personalInfo', 'healthRecords'],
  },
  certification: { version: 1, fields: ['certifications'] },
  settings: { version: 1, fields: ['globalSettings', 'configItems'] },
  residents: { version: 1, fields: ['residents', 'relations', 'programmeRecords', 'healthFileGrants'] },
  points: { version: 1, fields: ['points'] },
  wallet: { version: 1, fields: ['orders', 'wallets', 'invitations'] },
  messages: { version: 1, fields: ['mailboxes', 'notices', 'chats'] },
  content: { version: 1, fields: ['contentReactions', 'contentComments', 'doctorArticles', 'uploadedVideos', 'meetingSignUps'] },
  homepages: { version: 1, fields: ['homepageEdits', 'follows'] },
  cases: { version: 1, fields: ['writtenCases', 'consultations', 'healthConsultations'] },
  study: { version: 1, fields: ['examRecords', 'courseProgress'] },
  health: { version: 1, fields: ['questionnaireAnswers', 'healthTestExplanations', 'healthTestResults'] },
  familyTeams: { version: 1, fields: ['familyTeams'] },
  assistant: { version: 1, fields: ['assistant'] },
  specialServices: { version: 1, fields: ['specialServices'] },
  research: { version: 1, fields: ['researchJoins', 'researchSamples', 'feedback', 'medicineFeedback'] },
  activities: { version: 1, fields: ['summerPractice', 'nationalDay'] },
  internetHospital: { version: 1, fields: ['internetHospital'] },
  screens: { version: 1, fields: ['screenEntries'] },
} as const satisfies Record<string, { version: number; fields: readonly WorldField[] }>

/** The world's fields that belong to a slice: all but the bookkeeping. */
export type WorldField = Exclude<keyof MockState, 'version' | 'serial'>
export type SliceName = keyof typeof SLICES
export const SLICE_NAMES = Object.keys(SLICES) as SliceName[]

// Every field of the world is in exactly one slice: this fails to compile when a field is added to MockState
// without a slice (or a slice names a field twice across slices, see sliceOfField below).
type Listed = (typeof SLICES)[SliceName]['fields'][number]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const everyFieldInASlice: Same<Listed, WorldField> = true
everyFieldInASlice // eslint-disable-line @typescript-eslint/no-unused-expressions -- read here so noUnusedLocals keeps this compile-time check

const sliceOf = new Map<string, SliceName>()
for (const name of SLICE_NAMES) {
  for (const field of SLICES[name].fields) {
    if (sliceOf.has(field)) throw new Error(`mock-api: ${field} is in slices ${sliceOf.get(field)} and ${name}`)
    sliceOf.set(field, name)
  }
}

/** The slice a field of the world belongs to (undefined for version and serial). */
export function sliceOfField(field: string | symbol): SliceName | undefined {
  return typeof field === 'string' ? sliceOf.get(field) : undefined
}

/** A slice's fields, as they are saved. */
export function pickSlice(state: MockState, name: SliceName): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const field of SLICES[name].fields) picked[field] = state[field]
  return picked
}
