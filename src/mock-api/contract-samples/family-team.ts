import { DEMO_RESIDENT } from '../seed/accounts'
import { SEED_GROUP_IDS } from '../seed/family-team'

// Valid arguments for the family-doctor team's, patient management's and school health's calls (the contract
// test runs them as the demo doctor, whose team has the seeded groups and 林晓燕's plan IP0001), kept apart so
// lists of other areas grow untouched.
export function familyTeamSamples(): Record<string, unknown> {
  const resident = { residentAccountCode: DEMO_RESIDENT.accountCode }
  return {
    'residents.list': { current: 1, size: 15, name: '', label: 'ELDER', notInGroupId: SEED_GROUP_IDS.elder },
    'familyTeam.resident': resident,
    'familyTeam.group': { groupId: SEED_GROUP_IDS.hypertension },
    'familyTeam.saveGroup': { name: '孕产妇随访' },
    'familyTeam.deleteGroup': { groupId: SEED_GROUP_IDS.diabetes },
    'familyTeam.addToGroup': { groupId: SEED_GROUP_IDS.elder, residentAccountCodes: [DEMO_RESIDENT.accountCode] },
    'familyTeam.removeFromGroup': { groupId: SEED_GROUP_IDS.hypertension, residentAccountCodes: [DEMO_RESIDENT.accountCode] },
    'familyTeam.pushes': { current: 1, size: 10 },
    'familyTeam.sendPush': {
      content: '明天上午社区义诊，欢迎来中心测血压。',
      contentId: '2',
      targetType: 'group',
      groupId: SEED_GROUP_IDS.hypertension,
    },
    'familyTeam.assessment': { sendId: 'FA0001' },
    'familyTeam.sendAssessment': { questionnaireId: 'gad-7', targetType: 'residents', residentAccountCodes: [DEMO_RESIDENT.accountCode] },
    'familyTeam.plan': resident,
    'familyTeam.savePlan': {
      ...resident,
      goals: '体重3个月减少3公斤\n每周运动5次',
      startDate: '2026-11-01',
      endDate: '2027-01-31',
      followUpDate: '2026-12-15',
    },
    'familyTeam.saveTask': { ...resident, name: '每晚11点前入睡', frequency: 'DAILY', note: '睡前不看手机' },
    'familyTeam.deleteTask': { ...resident, taskId: 'IP0001T2' },
    'familyTeam.checkTask': { ...resident, taskId: 'IP0001T1', done: true },
    'familyTeam.saveTeam': { name: '翠苑家庭医生一团队', notice: '本周六上午义诊，请提前通知签约居民。' },
    'familyTeam.chats': { current: 1, size: 20 },
    'patients.list': { current: 1, size: 15, name: '', programme: 'HYPERTENSION' },
    'patients.detail': resident,
    'students.labelGroup': { groupCode: 'CARIES' },
  }
}
