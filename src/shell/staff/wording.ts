// Words of the staff tools' shared pieces (the preview link), in Chinese for product staff.
export const staffWording = {
  previewTitle: '手机预览（草稿）',
  previewNone: '保存草稿后，这里显示草稿的预览链接和二维码：用手机扫码即可看到未发布的草稿。',
  previewLink: '预览链接',
  previewQr: '预览链接的二维码',
  previewHost: '手机访问本机用的地址',
  previewHostHint:
    '本页开在 localhost 上，手机上的 localhost 是手机自己，所以链接用本机在局域网里的地址。手机和电脑连同一个 Wi-Fi，并用 npm run dev -- --host 启动。',
  previewKeyNote: '持有链接的人不用令牌即可看到草稿，请只发给同事。',
  draftTitle: '保存为草稿，在手机上预览',
  draftNeedsRoute: '页面的第一个路由是 /activity/page/{页面标识} 时，可以保存为该页面的草稿并在手机上预览。',
  staffToken: '运营令牌（演示账号周婷：demo-staff-zhouting）',
  saveDraft: '保存草稿并生成预览链接',
  saving: '正在保存…',
  saved: '草稿已保存（未发布）。',
  needToken: '请先填写运营令牌',
  toBuilder: '不想写 JSON？打开问卷与活动页搭建器',
} as const
