import { text, type CallContext, type CallHandler } from './context'

// Home page furniture, the message bell, reports and usage events.
const tabs = (kind: 'dzj' | 'dcloud') => {
  const role = kind === 'dzj' ? 'doctor' : 'health'
  return [
    { tabCode: 'home', tabName: '首页', link: `/${role}/client/home`, iconUrl: null, selectedIconUrl: null },
    { tabCode: 'medbrain', tabName: kind === 'dzj' ? '医脑' : '健康', link: kind === 'dzj' ? '/doctor/client/medbrain/home' : '/health/client/portrait', iconUrl: null, selectedIconUrl: null },
    { tabCode: 'message', tabName: '消息', link: '/messagecenter/conversation/list', iconUrl: null, selectedIconUrl: null },
    { tabCode: 'mine', tabName: '我的', link: `/${role}/client/user-center`, iconUrl: null, selectedIconUrl: null },
  ]
}

/** Report numbers come from the world, so they move when residents are added. */
function executeReport(context: CallContext) {
  const doctor = context.identity?.account.accountCode
  const residents = context.store.state.residents
  const mine = (key: 'familyDoctor' | 'hypertensionDoctor' | 'tumorDoctor') => residents.filter((r) => r[key] === doctor).length
  const id = text(context, 'id')
  return {
    reportId: id,
    dataSets: [
      {
        dataSetId: 'ds_resident_count',
        columns: [{ name: '签约居民数' }, { name: '高血压管理人数' }, { name: '多癌种管理人数' }],
        rows: [{ data: [mine('familyDoctor'), mine('hypertensionDoctor'), mine('tumorDoctor')] }],
      },
    ],
    widget: { widgetType: 'COUNTS' },
    declareBinding: { dataSetId: 'ds_resident_count' },
  }
}

export const homeHandlers: Record<string, CallHandler> = {
  'homepage.tabBarIcons': (c) => tabs(c.path.includes('/dzj/') ? 'dzj' : 'dcloud'),
  'messages.unreadCount': (c) => c.store.state.unread[c.identity?.account.accountCode ?? ''] ?? 0,
  'report.execute': executeReport,
}
