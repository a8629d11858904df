import type { CallSpec } from '../call-spec'

// The user centre: who is logged in (beside account.current), certification, family members, switching
// account and the settings section. Points come from points.account.
export const userCentreCalls = {
  'user.profile': {
    summary: "The user centre's header: avatar, name, role, and for a doctor hospital, department and title.",
    method: 'GET',
    path: '/reabs/user/profile',
    response: 'api/user-profile.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/user/profile.',
  },
  'certification.state': {
    summary: 'Real-name and qualification certification state (未认证, 审核中, 已认证, 未通过) and where the row goes.',
    method: 'GET',
    path: '/reabs/certification/state',
    response: 'api/certification-state.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/certification/state.',
  },
  'family.members': {
    summary: 'The family list: 本人 first, then members with relation and avatar; memberUserId goes to auth.runAsToken.',
    method: 'GET',
    path: '/reabs/family_member/list',
    response: 'api/family-member-list.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/family_member/list.',
  },
  'account.switchList': {
    summary: 'The accounts 切换账号 offers, the current one first.',
    method: 'GET',
    path: '/reabs/account/switch_list',
    response: 'api/switch-account-list.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/account/switch_list.',
  },
  'user.settings': {
    summary: "The settings section's switches (消息推送, 个性化推荐, 显示在线状态), bound phone and service phone.",
    method: 'GET',
    path: '/reabs/user/settings',
    response: 'api/user-settings.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/user/settings.',
  },
  'user.saveSettings': {
    summary: 'Change some of the switches; answers the settings as saved.',
    method: 'POST',
    path: '/reabs/user/settings/save',
    request: 'api/user-settings-update.schema.json',
    response: 'api/user-settings.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/user/settings/save with the switches to change.',
  },
} as const satisfies Record<string, CallSpec>
