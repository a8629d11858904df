import { DEMO_DOCTOR } from './accounts'
import { bannerArt } from './art'
import { byline } from './people'

// Activity pages published as screen configs (served by screens.get, drawn at /activity/page/{token} and
// /activity/page/{token}/{id}). They are written as product staff write screens/*.json, and the app checks them
// as it checks those; `broken-activity` is published with mistakes on purpose, so the failure path can be seen.
export interface PublishedScreen {
  token: string
  id: string | null
  version: number
  publishTime: string
  config: Record<string, unknown>
}

const SCHEMA = '../../schemas/screen.schema.json'

const autumnWalk: PublishedScreen = {
  token: 'autumn-walk',
  id: null,
  version: 3,
  publishTime: '2026-10-08 09:30:00',
  config: {
    $schema: SCHEMA,
    id: 'activity/autumn-walk',
    routes: [{ path: '/activity/page/autumn-walk', auth: 'none' }],
    title: '秋季健步走挑战赛',
    body: [
      {
        type: 'image',
        src: bannerArt('秋季健步走挑战赛', '每天 6000 步，21 天养成好习惯', 2),
        alt: '秋季健步走挑战赛',
        width: '100%',
        fit: 'cover',
      },
      { type: 'notice-bar', color: 'info', content: '活动时间：10月10日至12月31日，报名后每天步数达标即自动打卡' },
      {
        type: 'card',
        title: '参与方式',
        body: [
          {
            type: 'steps',
            direction: 'vertical',
            current: 0,
            items: [
              { title: '报名参加', description: '登录后点击下方“立即参与”' },
              { title: '每日打卡', description: '当天步行 6000 步以上，健康行动分“每日步数”记为达标' },
              { title: '领取奖励', description: '累计达标 21 天，获得 300 积分' },
            ],
          },
        ],
      },
      {
        type: 'card',
        title: '温馨提示',
        body: [
          {
            type: 'stack',
            padding: 12,
            gap: 6,
            body: [
              { type: 'text', text: '运动前请充分热身，高血压、心脏病患者请遵医嘱量力而行。' },
              { type: 'text', variant: 'hint', text: '积分在活动结束后 7 个工作日内发放，可在积分明细中查看。' },
            ],
          },
        ],
      },
      {
        type: 'stack',
        paddingBlock: 16,
        body: [
          { type: 'button', text: '立即参与', block: true, color: 'primary', press: { action: 'navigate', to: '/health/action-score' } },
        ],
      },
    ],
  },
}

interface Lecture {
  id: string
  topic: string
  speaker: string
  time: string
  place: string
  summary: string
}

const lectures: Lecture[] = [
  {
    id: '1',
    topic: '高血压的居家管理',
    speaker: `${DEMO_DOCTOR.name} 主治医师`,
    time: '2026年12月6日 14:30',
    place: '社区卫生服务中心三楼多功能厅',
    summary: '如何正确测量血压、读懂血压数值，以及日常饮食和用药的注意事项。',
  },
  {
    id: '2',
    topic: '冬季慢病防护与合理膳食',
    speaker: byline('孙丽华'),
    time: '2026年12月20日 14:30',
    place: '社区卫生服务中心三楼多功能厅',
    summary: '冬季血压、血糖波动的原因，慢病人群的饮食搭配与运动建议。',
  },
]

function lectureScreen(l: Lecture): PublishedScreen {
  return {
    token: 'health-lecture',
    id: l.id,
    version: 1,
    publishTime: '2026-11-15 10:00:00',
    config: {
      $schema: SCHEMA,
      id: `activity/health-lecture-${l.id}`,
      routes: [{ path: `/activity/page/health-lecture/${l.id}`, auth: 'none' }],
      title: '健康大讲堂',
      body: [
        {
          type: 'stack',
          paddingBlock: 16,
          gap: 6,
          body: [
            { type: 'text', variant: 'title', text: l.topic },
            { type: 'text', variant: 'hint', text: l.summary },
          ],
        },
        {
          type: 'cell-group',
          header: '讲座信息',
          body: [
            { type: 'cell', title: '主讲', value: l.speaker },
            { type: 'cell', title: '时间', value: l.time },
            { type: 'cell', title: '地点', value: l.place },
          ],
        },
        {
          type: 'stack',
          paddingBlock: 16,
          body: [
            {
              type: 'button',
              text: '预约提醒',
              block: true,
              color: 'primary',
              press: { action: 'toast', text: '预约成功，开讲前一天将提醒您' },
            },
          ],
        },
      ],
    },
  }
}

const lectureIndex: PublishedScreen = {
  token: 'health-lecture',
  id: null,
  version: 2,
  publishTime: '2026-11-15 10:00:00',
  config: {
    $schema: SCHEMA,
    id: 'activity/health-lecture',
    routes: [{ path: '/activity/page/health-lecture', auth: 'none' }],
    title: '健康大讲堂',
    body: [
      { type: 'notice-bar', color: 'info', content: '社区健康大讲堂每月两期，免费参加' },
      {
        type: 'cell-group',
        header: '近期讲座',
        body: lectures.map((l) => ({
          type: 'cell',
          title: l.topic,
          description: `${l.time} · ${l.speaker}`,
          arrow: true,
          press: { action: 'navigate', to: `/activity/page/health-lecture/${l.id}` },
        })),
      },
    ],
  },
}

/** Published with two mistakes (a misspelt node type and an action this app does not have): never drawn. */
const broken: PublishedScreen = {
  token: 'broken-activity',
  id: null,
  version: 1,
  publishTime: '2026-11-20 18:00:00',
  config: {
    $schema: SCHEMA,
    id: 'activity/broken-activity',
    routes: [{ path: '/activity/page/broken-activity', auth: 'none' }],
    title: '双十二健康节',
    body: [
      { type: 'countdwon', target: '2026-12-12 00:00:00' },
      { type: 'button', text: '分享到朋友圈', press: { action: 'shareToMoments' } },
    ],
  },
}

export const PUBLISHED_SCREENS: readonly PublishedScreen[] = [autumnWalk, lectureIndex, ...lectures.map(lectureScreen), broken]

/**
 * A draft staff have saved but not published, with its preview link's key: 秋季健步走 extended into January. The
 * screens service makes a key per draft; the embedded backend (node tests, Storybook) has this one.
 */
export const SEED_DRAFT = {
  token: 'autumn-walk',
  id: null,
  previewKey: 'seed-draft-autumn-walk-2027',
  saveTime: '2026-11-28 16:20:00',
  config: {
    ...autumnWalk.config,
    body: [
      { type: 'notice-bar', color: 'alert', content: '好消息：活动延长至 2027 年 1 月 31 日，已报名的居民无需重新报名' },
      ...(autumnWalk.config.body as unknown[]),
    ],
  },
} as const
