// Valid arguments for issue 32's calls (the summer practice, the national day's tasks, the digital health tests
// taken in the app), kept apart so lists of other areas grow untouched. The contract test sends them as the demo
// doctor: 签到 needs nothing done first.
export function activitySamples(): Record<string, unknown> {
  return {
    'summerPractice.signUp': {
      name: '陈立新',
      phone: '13857101234',
      school: '浙江中医药大学',
      major: '临床医学',
      grade: '研究生',
      community: '翠苑街道社区卫生服务中心',
      period: '8月上旬',
      note: '',
    },
    'nationalDay.claim': { taskCode: 'signIn' },
    'healthTest.latest': { code: 'general' },
    'healthTest.submit': {
      code: 'general',
      answers: {
        bmi: 'normal',
        weightChange: 'stable',
        heartRate: 'normal',
        palpitation: 'never',
        bp: 'yes',
        glucose: 'normal',
        thirst: 'none',
        checkup: 'year',
        smoke: 'never',
        exercise: 'some',
        sleep: 'good',
        mood: 'sometimes',
      },
    },
  }
}
