// The service's refusals, in the envelope the app already reads (SPEC §8's 125000xxx codes, Chinese messages).
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The checker's problems, one a line, when a config is refused. */
    readonly problems: string[] = [],
  ) {
    super(message)
  }
}

export const serviceErrors = {
  notStaff: () =>
    new ServiceError(
      403,
      '125000403',
      '没有发布权限：只有运营人员（staff 角色）可以保存、发布、回滚页面和查看报名数据，请使用运营账号的令牌（SCREENS_TOKEN）',
    ),
  pageNotFound: () => new ServiceError(404, '125000404', '活动页面不存在'),
  versionNotFound: (version: number) => new ServiceError(404, '125000404', `没有第 ${version} 版，可用 screens versions 查看已发布的版本`),
  noDraft: () => new ServiceError(400, '125000400', '没有可发布的草稿：请先保存草稿，或在请求中带上 config'),
  badRequest: (detail: string) => new ServiceError(400, '125000400', `参数校验失败：${detail}`),
  badConfig: (problems: string[]) =>
    new ServiceError(400, '125000400', `页面配置有 ${problems.length} 处问题，未发布；改正后再发布`, problems),
  tooLarge: () => new ServiceError(413, '125000413', '请求内容过大'),
  notFound: () => new ServiceError(404, '125000404', '没有这个接口'),
  assetTooLarge: () => new ServiceError(413, '125000413', '图片不能超过 2 MB，请压缩后再上传'),
  assetNotFound: () => new ServiceError(404, '125000404', '图片不存在'),
}
