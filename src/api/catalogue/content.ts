import type { CallSpec } from '../call-spec'

// Content detail pages; a failure shows the fallback error page titled by the content type.
const detail = (summary: string, path: string): CallSpec => ({
  summary,
  method: 'GET',
  path,
  request: 'api/content-detail-query.schema.json',
  response: 'api/opaque.schema.json',
  auth: 'none',
  assumed: 'method, parameters and response not shown: GET with the content id as query.',
})

export const contentCalls = {
  'content.news': detail('A news article.', '/content/news/detail'),
  'content.caseDetails': detail('A case.', '/pc_case_details/details'),
  'content.video': detail('A video.', '/lvs/video/detail'),
  'content.live': detail('A live video.', '/lvs/detail'),
  'content.doctorVideo': detail("A doctor's video.", '/ok_home_page/doctor_video_details/detail'),
  'content.doctorPopularScience': detail("A doctor's popular-science piece.", '/ok_home_page/doctor_popular_science_details/detail'),
  'content.doctorArticle': detail("A doctor's article.", '/ok_home_page/doctor_article_details/detail'),
} satisfies Record<string, CallSpec>
