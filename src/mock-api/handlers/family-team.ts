// The family-doctor team's pages (/family_doctor/*): its residents with labels, groups, message pushes, the team's
// name and notice, and its conversations. Assessments and plans are in family-team-care.ts.
import { errors } from '../errors'
import { DEMO_DOCTOR } from '../seed/accounts'
import { formatDateTime } from '../seed/codes'
import { contentLink, findContent, SEED_CONTENTS } from '../seed/contents'
import { LABELS, labelsOf, teamMembers, TEAM_CHAT, type MockFamilyTeam } from '../seed/family-team'
import { avatarDataUri } from '../seed/photo'
import type { MockMailbox, MockResident, MockState } from '../state'
import { me, paginate, text, whole, type CallContext, defineHandlers } from './context'
import {
  changeTeam,
  codesArg,
  groupOf,
  labelList,
  myResident,
  myResidents,
  nextId,
  recipientsOf,
  teamErrors,
  teamOf,
  teamResidentItem,
} from './family-team-world'

function newestFirst(a: MockResident, b: MockResident): number {
  return a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0
}

/** residents.list (SPEC §7 GET /doabf/resident_list/residents): the team's residents, by name, label and group. */
function residentList(context: CallContext) {
  const team = teamOf(context)
  const name = text(context, 'name').trim()
  const label = text(context, 'label')
  const inGroup = text(context, 'groupId')
  const outOfGroup = text(context, 'notInGroupId')
  const members = (id: string) => (id ? new Set(groupOf(team, id).members) : undefined)
  const only = members(inGroup)
  const except = members(outOfGroup)
  const found = myResidents(context)
    .filter((r) => !name || r.residentName.includes(name))
    .filter((r) => !label || labelsOf(r).includes(label as never))
    .filter((r) => !only || only.has(r.residentAccountCode))
    .filter((r) => !except || !except.has(r.residentAccountCode))
    .sort(newestFirst)
  return paginate(
    found.map((r) => teamResidentItem(r, team)),
    whole(context, 'current', 1),
    whole(context, 'size', 15),
  )
}

function labels(context: CallContext) {
  const mine = myResidents(context)
  return LABELS.map((l) => ({ ...l, count: mine.filter((r) => labelsOf(r).includes(l.label)).length }))
}

function chatWith(state: MockState, doctor: string, resident: string): string | null {
  const row = (state.mailboxes[doctor] as MockMailbox | undefined)?.conversations.find(
    (c) => c.catalogType === 'CHAT' && c.peerAccountCode === resident,
  )
  return row ? row.link : null
}

function residentDetail(context: CallContext) {
  const resident = myResident(context, text(context, 'residentAccountCode'))
  const team = teamOf(context)
  const code = resident.residentAccountCode
  const done = context.store.state.questionnaireAnswers[code] ?? []
  const plan = team.plans[code]
  return {
    ...teamResidentItem(resident, team),
    birthday: resident.birthday,
    signTime: resident.createTime,
    labels: labelList(resident),
    groups: team.groups.filter((g) => g.members.includes(code)).map((g) => ({ groupId: g.groupId, name: g.name })),
    assessments: [
      ...team.assessments.flatMap((a) => {
        const c = a.completions[code]
        return c ? [{ title: a.title, ...c }] : []
      }),
      ...done.map((a) => ({ title: a.title, score: a.score, bandTitle: a.bandTitle, level: a.level, submittedAt: a.submittedAt })),
    ].sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : -1)),
    plan: plan
      ? { planId: plan.planId, goals: plan.goals, taskCount: plan.tasks.length, followUpDate: plan.followUpDate, endDate: plan.endDate }
      : null,
    chatLink: chatWith(context.store.state, me(context).accountCode, code),
  }
}

function groupSummary(group: MockFamilyTeam['groups'][number], state: MockState) {
  const names = group.members.slice(0, 3).map((code) => state.residents.find((r) => r.residentAccountCode === code)?.residentName ?? '')
  return {
    groupId: group.groupId,
    name: group.name,
    memberCount: group.members.length,
    preview: group.members.length ? `${names.join('、')}${group.members.length > 3 ? ` 等${group.members.length}人` : ''}` : '暂无居民',
    createTime: group.createTime,
  }
}

function groups(context: CallContext) {
  const team = teamOf(context)
  return team.groups.map((g) => groupSummary(g, context.store.state))
}

function group(context: CallContext) {
  const team = teamOf(context)
  const found = groupOf(team, text(context, 'groupId'))
  const residents = found.members.flatMap((code) => context.store.state.residents.filter((r) => r.residentAccountCode === code))
  return { ...groupSummary(found, context.store.state), members: residents.map((r) => teamResidentItem(r, team)) }
}

function saveGroup(context: CallContext) {
  const name = text(context, 'name').trim()
  const groupId = text(context, 'groupId')
  if (!name) throw teamErrors.badInput('请输入分组名称')
  if (name.length > 12) throw teamErrors.badInput('分组名称不能超过12个字')
  return changeTeam(context, (team, state) => {
    if (team.groups.some((g) => g.name === name && g.groupId !== groupId)) throw teamErrors.duplicateGroup()
    if (groupId) {
      const found = groupOf(team, groupId)
      found.name = name
      return groupSummary(found, state)
    }
    const made = { groupId: nextId(team, 'FG'), name, members: [], createTime: formatDateTime(context.now) }
    team.groups.push(made)
    return groupSummary(made, state)
  })
}

function deleteGroup(context: CallContext) {
  const groupId = text(context, 'groupId')
  return changeTeam(context, (team) => {
    groupOf(team, groupId)
    team.groups = team.groups.filter((g) => g.groupId !== groupId)
    return { groupId, deleted: true }
  })
}

function addToGroup(context: CallContext) {
  const codes = codesArg(context, 'residentAccountCodes')
  if (codes.length === 0) throw teamErrors.badInput('请选择要移入分组的居民')
  for (const code of codes) myResident(context, code)
  return changeTeam(context, (team) => {
    const found = groupOf(team, text(context, 'groupId'))
    const fresh = [...new Set(codes)].filter((c) => !found.members.includes(c))
    found.members.push(...fresh)
    return { addedNum: fresh.length, memberCount: found.members.length }
  })
}

function removeFromGroup(context: CallContext) {
  const codes = new Set(codesArg(context, 'residentAccountCodes'))
  if (codes.size === 0) throw teamErrors.badInput('请选择要移出分组的居民')
  return changeTeam(context, (team) => {
    const found = groupOf(team, text(context, 'groupId'))
    const before = found.members.length
    found.members = found.members.filter((c) => !codes.has(c))
    return { removedNum: before - found.members.length, memberCount: found.members.length }
  })
}

function articles() {
  return SEED_CONTENTS.filter((c) => c.kind === 'popular').map((c) => ({
    contentId: c.id,
    title: c.title,
    summary: c.summary,
    link: contentLink(c),
  }))
}

function pushes(context: CallContext) {
  const team = teamOf(context)
  const rows = team.pushes.map((p) => {
    const article = p.contentId ? findContent(p.contentId) : undefined
    return {
      pushId: p.pushId,
      content: p.content,
      targetType: p.targetType,
      targetName: p.targetName,
      recipientCount: p.recipients.length,
      readCount: p.readBy.length,
      sendTime: p.sendTime,
      articleTitle: article?.title ?? null,
      articleLink: article ? contentLink(article) : null,
    }
  })
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 10))
}

/** Residents who have a message centre (the demo resident) find the message among their notifications. */
export function notifyResidents(
  state: MockState,
  recipients: string[],
  note: { title: string; summary: string; link: string; type: 'HEALTH' | 'FOLLOW_UP' },
  now: Date,
  id: string,
) {
  for (const code of recipients) {
    const box = state.mailboxes[code] as MockMailbox | undefined
    if (!box) continue
    box.notifications.unshift({
      notificationCode: `NF${id}${code.slice(0, 6)}`,
      typeName: note.type === 'HEALTH' ? '健康提醒' : '随访提醒',
      read: false,
      createTime: formatDateTime(now),
      ...note,
    })
  }
}

function sendPush(context: CallContext) {
  const content = text(context, 'content').trim()
  if (!content) throw teamErrors.badInput('请输入消息内容')
  if (content.length > 300) throw teamErrors.badInput('消息内容不能超过300字')
  const contentId = text(context, 'contentId')
  const article = contentId ? findContent(contentId) : undefined
  if (contentId && !article) throw errors.notFound('文章')
  const doctor = me(context)
  return changeTeam(context, (team, state) => {
    const { recipients, targetName } = recipientsOf(context, team)
    const pushId = nextId(team, 'FP')
    team.pushes.unshift({
      pushId,
      content,
      ...(article ? { contentId: article.id } : {}),
      targetType: text(context, 'targetType') === 'group' ? 'group' : 'residents',
      targetName,
      recipients,
      readBy: [],
      sendTime: formatDateTime(context.now),
    })
    notifyResidents(
      state,
      recipients,
      { type: 'HEALTH', title: `${doctor.name}医生的消息`, summary: content, link: article ? contentLink(article) : '/notification/list' },
      context.now,
      pushId,
    )
    return { pushId, recipientCount: recipients.length }
  })
}

function teamInfo(context: CallContext) {
  const team = teamOf(context)
  const doctor = me(context)
  return {
    name: team.name,
    notice: team.notice,
    noticeTime: team.noticeTime,
    leaderName: doctor.name,
    members: teamMembers(doctor).map(({ account, duty }, i) => ({
      accountCode: account.accountCode,
      name: account.name,
      duty,
      avatar: avatarDataUri(account.name.slice(0, 1), i),
    })),
    residentCount: myResidents(context).length,
    groupCount: team.groups.length,
    chatLink: doctor.accountCode === DEMO_DOCTOR.accountCode ? `/doctor/chat/view?chatCode=${TEAM_CHAT}` : null,
  }
}

function saveTeam(context: CallContext) {
  const name = text(context, 'name').trim()
  const notice = text(context, 'notice').trim()
  if (name.length < 2 || name.length > 20) throw teamErrors.badInput('团队名称为2-20个字')
  if (notice.length > 300) throw teamErrors.badInput('团队公告不能超过300字')
  const doctor = me(context).accountCode
  changeTeam(context, (team, state) => {
    if (notice !== team.notice) team.noticeTime = formatDateTime(context.now)
    team.name = name
    team.notice = notice
    // The team chat carries the team's name, in the message centre and in the chat itself.
    if (doctor === DEMO_DOCTOR.accountCode) {
      for (const box of Object.values(state.mailboxes))
        for (const row of box.conversations) if (row.conversationCode === TEAM_CHAT) row.title = name
      const chat = state.chats[TEAM_CHAT]
      if (chat) chat.title = name
    }
  })
  return teamInfo(context)
}

function chats(context: CallContext) {
  const box = context.store.state.mailboxes[me(context).accountCode] as MockMailbox | undefined
  const rows = (box?.conversations ?? [])
    .filter((c) => c.catalogType === 'CHAT')
    .sort(
      (a, b) =>
        Number(b.conversationCode === TEAM_CHAT) - Number(a.conversationCode === TEAM_CHAT) ||
        (a.lastTime < b.lastTime ? 1 : a.lastTime > b.lastTime ? -1 : 0),
    )
  return paginate(rows, whole(context, 'current', 1), whole(context, 'size', 20))
}

export const familyTeamHandlers = defineHandlers({
  'residents.list': residentList,
  'familyTeam.labels': labels,
  'familyTeam.resident': residentDetail,
  'familyTeam.groups': groups,
  'familyTeam.group': group,
  'familyTeam.saveGroup': saveGroup,
  'familyTeam.deleteGroup': deleteGroup,
  'familyTeam.addToGroup': addToGroup,
  'familyTeam.removeFromGroup': removeFromGroup,
  'familyTeam.articles': articles,
  'familyTeam.pushes': pushes,
  'familyTeam.sendPush': sendPush,
  'familyTeam.team': teamInfo,
  'familyTeam.saveTeam': saveTeam,
  'familyTeam.chats': chats,
})
