// The bench's screens written for AMIS, the way an AMIS page would declare them, with the same fields, labels
// and data as ours: the manual add-resident form (screens/hypertension/manual-add-resident.json), the points
// detail (screens/integral/detail.json) and a form of 200 text fields (as `benchFormScreen`). Each page is the
// SDK embedded in plain HTML, AMIS's own recipe for a page without a bundler.

import type { ContentProbe, TimedTarget } from '../time-to-content.ts'

/** An AMIS schema: JSON, as AMIS takes it. */
type AmisSchema = Record<string, unknown>

/** The API under the AMIS pages (answered by server.ts from what our own screens were answered). */
export const AMIS_API = '/amis/api'

const required = (message: string) => ({ required: true, validationErrors: { isRequired: message } })

const addResident: AmisSchema = {
  type: 'page',
  title: '手动添加居民',
  body: {
    type: 'form',
    title: '',
    api: `post:${AMIS_API}/residents`,
    body: [
      { type: 'input-text', name: 'userName', label: '居民姓名', ...required('居民姓名不能为空') },
      {
        type: 'radios',
        name: 'gender',
        label: '性别',
        options: [
          { label: '男', value: '1' },
          { label: '女', value: '2' },
        ],
        ...required('请选择性别'),
      },
      { type: 'input-date', name: 'birthday', label: '出生日期', format: 'YYYY-MM-DD', minDate: '1900-01-01', maxDate: '${NOW}' },
      {
        type: 'input-text',
        name: 'phoneNumber',
        label: '手机号',
        required: true,
        validations: { matchRegexp: '/^1[3-9]\\d{9}$/' },
        validationErrors: { isRequired: '手机号不能为空', matchRegexp: '请填写有效的手机号' },
      },
      { type: 'input-city', name: 'area', label: '所在地' },
      { type: 'select', name: 'street', label: '所在街道/镇', source: { url: `${AMIS_API}/regions?parent=\${area}`, sendOn: 'this.area' } },
      {
        type: 'select',
        name: 'committee',
        label: '所在村/居委会',
        source: { url: `${AMIS_API}/regions?parent=\${street}`, sendOn: 'this.street' },
      },
      { type: 'textarea', name: 'detailAddress', label: '详细地址' },
      {
        type: 'radios',
        name: 'tag',
        label: '居民分类',
        options: [
          { label: '高血压风险人群', value: '10' },
          { label: '高血压患者', value: '20' },
        ],
        ...required('请选择居民分类'),
      },
    ],
    actions: [{ type: 'submit', label: '确认添加', level: 'primary', block: true }],
  },
}

const pointsDetail: AmisSchema = {
  type: 'page',
  title: '积分明细',
  toolbar: [{ type: 'button', label: '积分规则', actionType: 'link', link: '/integral/rules' }],
  body: [
    {
      type: 'service',
      api: `${AMIS_API}/points/account`,
      body: [
        { type: 'tpl', tpl: '消费积分', wrapperComponent: 'div' },
        { type: 'tpl', tpl: '${accountConsumeAmount}', wrapperComponent: 'h2' },
        { type: 'tpl', tpl: '您有${accountConsumeAmountExpire}积分将于本月底过期', wrapperComponent: 'div' },
      ],
    },
    {
      type: 'crud',
      api: `${AMIS_API}/points/bills?current=\${page}&size=\${perPage}`,
      mode: 'list',
      perPage: 10,
      syncLocation: false,
      headerToolbar: [],
      footerToolbar: ['load-more'],
      listItem: {
        body: [
          {
            type: 'collapse',
            collapsed: true,
            header: { type: 'tpl', tpl: '${billMonth}<br/>获得积分 ${availablePoint}  使用积分 ${usedPoint}  已过期 ${monthlyExpire}' },
            body: {
              type: 'each',
              name: 'billInfoList',
              items: {
                type: 'tpl',
                tpl: '<div>${frontBillType}</div><div>${createTime|date:YYYY年M月D日 HH\\:mm:YYYY-MM-DD HH\\:mm\\:ss}</div><div>${billType == "EXPEND" ? "-" + dealAmount : ""}</div>',
              },
            },
          },
        ],
      },
    },
  ],
}

/** 字段1 … 字段{count}, as the form bench and our 200-field bench screen have them. */
function manyFields(count: number): AmisSchema {
  const body = Array.from({ length: count }, (_, i) => ({ type: 'input-text', name: `f${String(i)}`, label: `字段${String(i + 1)}` }))
  return { type: 'page', title: `${String(count)}个字段`, body: { type: 'form', title: '', api: `post:${AMIS_API}/form`, body } }
}

export interface AmisPage {
  /** The id of our screen it stands beside in the bench (setup.ts TIMED). */
  id: string
  schema: AmisSchema
  /** What counts as its content, as for ours: the last field's label, the first month group. */
  content: ContentProbe
}

export const AMIS_PAGES: readonly AmisPage[] = [
  { id: 'form', schema: addResident, content: { selector: '.cxd-Form-label', text: '居民分类' } },
  { id: 'points', schema: pointsDetail, content: { selector: '.cxd-Collapse-header' } },
  { id: 'form-200', schema: manyFields(200), content: { selector: '.cxd-Form-label', text: '字段200' } },
]

/** Where a page is served (server.ts). */
export const amisPagePath = (page: AmisPage) => `/amis/${page.id}.html`

/** The page: AMIS's CSS and SDK, then the schema embedded into #root (AMIS's default fetcher, axios). */
export function amisHtml(page: AmisPage): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${String(page.schema.title)}</title>
<link rel="stylesheet" href="/amis/sdk/sdk.css">
<link rel="stylesheet" href="/amis/sdk/helper.css">
<link rel="stylesheet" href="/amis/sdk/iconfont.css">
</head>
<body>
<div id="root"></div>
<script src="/amis/sdk/sdk.js"></script>
<script>
amisRequire('amis/embed').embed('#root', ${JSON.stringify(page.schema)}, { locale: 'zh-CN' }, { theme: 'cxd' })
</script>
</body>
</html>
`
}

/** The AMIS pages as timed targets beside ours (their ids are ours with amis- in front). */
export const amisTargets = (baseUrl: string): TimedTarget[] =>
  AMIS_PAGES.map((p) => ({
    id: `amis-${p.id}`,
    url: `${baseUrl}${amisPagePath(p)}`,
    content: p.content,
    ours: false,
  }))
