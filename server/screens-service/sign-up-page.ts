// A community activity page with a sign-up form, as staff publish one: its form submits with screens.submitEntry
// (no developer needed). The service's tests and the browser test publish it under their own token.
/**
 * An activity page under its token's address: a banner with its title and the event's time and place (the banner
 * node draws it from these words on a theme gradient: no picture to host), then `body`, then `footer`.
 */
function activityPage(token: string, title: string, body: unknown[], footer?: unknown[]): Record<string, unknown> {
  const banner = {
    type: 'banner',
    id: 'banner',
    title,
    subtitle: '12月6日（周六）上午 9:00，翠苑街道社区卫生服务中心一楼大厅',
    gradient: { colors: ['teal', 'primary'], angle: 135 },
  }
  return {
    $schema: '../../schemas/screen.schema.json',
    id: `activity/${token}`,
    routes: [{ path: `/activity/page/${token}`, auth: 'none' }],
    title,
    body: [banner, ...body],
    ...(footer ? { footer } : {}),
  }
}

export function signUpPage(token: string, title = '社区义诊报名'): Record<string, unknown> {
  return activityPage(
    token,
    title,
    [
      {
        type: 'form',
        id: 'signUp',
        schema: {
          type: 'object',
          required: ['name', 'phone'],
          properties: {
            name: { type: 'string', title: '姓名', minLength: 1, maxLength: 20 },
            phone: { type: 'string', title: '手机号', pattern: '^1\\d{10}$' },
            note: { type: 'string', title: '想咨询的问题', maxLength: 200 },
          },
        },
        messages: { 'name.required': '请填写姓名', 'phone.required': '请填写手机号', 'phone.pattern': '请填写 11 位手机号' },
        submit: {
          action: 'call',
          call: 'screens.submitEntry',
          loading: '提交中...',
          args: { token, values: '{{ form }}' },
          then: [{ action: 'toast', text: '报名成功，我们会短信通知您', icon: 'success' }],
        },
      },
    ],
    [{ type: 'button', text: '立即报名', block: true, color: 'primary', press: { action: 'submit', form: 'signUp' } }],
  )
}

/** The same sign-up as a questionnaire node: the other way a page collects entries with no code. */
export function signUpSurveyPage(token: string, title = '社区义诊报名'): Record<string, unknown> {
  return activityPage(token, title, [
    {
      type: 'questionnaire',
      id: 'signUp',
      questionnaire: {
        id: `${token}-sign-up`,
        title,
        intro: '免费测血压、血糖，家庭医生现场答疑。',
        submitText: '立即报名',
        pages: [
          {
            questions: [
              { id: 'name', kind: 'text', title: '姓名', required: true, requiredMessage: '请填写姓名' },
              { id: 'phone', kind: 'text', title: '手机号', required: true, requiredMessage: '请填写手机号' },
              { id: 'note', kind: 'text', title: '想咨询的问题' },
            ],
          },
        ],
        bands: [{ min: 0, max: 100, title: '报名成功', advice: '我们会在活动前一天短信提醒您。', level: 'success' }],
      },
      submit: [{ action: 'call', call: 'screens.submitEntry', args: { token, values: '{{ form.answers }}' } }],
    },
  ])
}
