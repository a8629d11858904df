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

// Reading and writing around content: likes, favourites, comments, a doctor's articles, meetings, the encyclopedia.
const assumedShape = (what: string) => `${what}: not shown in the spec; path and shape chosen (src/api/ASSUMPTIONS.md).`

export const contentActionCalls = {
  'content.like': {
    summary: 'Like a piece of content, or take the like back.',
    method: 'POST',
    path: '/content/like',
    request: 'api/content-reaction-request.schema.json',
    response: 'api/content-reaction.schema.json',
    auth: 'login',
    assumed: assumedShape('Like'),
  },
  'content.favourite': {
    summary: 'Favourite a piece of content, or take it out of the favourites.',
    method: 'POST',
    path: '/content/favourite',
    request: 'api/content-reaction-request.schema.json',
    response: 'api/content-reaction.schema.json',
    auth: 'login',
    assumed: assumedShape('Favourite'),
  },
  'content.comments': {
    summary: 'Comments under a piece of content, newest first, page by page.',
    method: 'GET',
    path: '/content/comment/list',
    request: 'api/content-comment-request.schema.json',
    response: 'api/content-comment-page.schema.json',
    auth: 'none',
    assumed: assumedShape('Comment list'),
  },
  'content.comment': {
    summary: 'Write a comment under a piece of content.',
    method: 'POST',
    path: '/content/comment/add',
    request: 'api/content-comment-request.schema.json',
    response: 'api/content-comment.schema.json',
    auth: 'login',
    assumed: assumedShape('Comment'),
  },
  'academic.saveArticle': {
    summary: "Save a doctor's article as a draft, or publish it.",
    method: 'POST',
    path: '/ok_home_page/doctor_article/save',
    request: 'api/doctor-article-draft.schema.json',
    response: 'api/doctor-article.schema.json',
    auth: 'login',
    assumed: assumedShape('Article save'),
  },
  'academic.myArticle': {
    summary: "One of the caller's own articles, as the editor opens it again.",
    method: 'GET',
    path: '/ok_home_page/doctor_article/edit_detail',
    request: 'api/doctor-article-query.schema.json',
    response: 'api/doctor-article.schema.json',
    auth: 'login',
    assumed: assumedShape('Article for editing'),
  },
  'academic.doctorArticles': {
    summary: "A doctor's published articles, newest first (their homepage and the article pages list them).",
    method: 'GET',
    path: '/ok_home_page/doctor_article/list',
    request: 'api/doctor-article-query.schema.json',
    response: 'api/content-page.schema.json',
    auth: 'none',
    assumed: assumedShape("A doctor's article list"),
  },
  'academic.meeting': {
    summary: 'An academic meeting by meetingId, meetingCode or resourceId.',
    method: 'GET',
    path: '/academic_meeting/detail',
    request: 'api/content-detail-query.schema.json',
    response: 'api/meeting.schema.json',
    auth: 'none',
    assumed: assumedShape('Meeting detail'),
  },
  'academic.meetingSignUp': {
    summary: 'Sign the caller up for a meeting.',
    method: 'POST',
    path: '/academic_meeting/sign_up',
    request: 'api/content-detail-query.schema.json',
    response: 'api/meeting.schema.json',
    auth: 'login',
    assumed: assumedShape('Meeting sign-up'),
  },
  'encyclopedia.disease': {
    summary: 'A disease of the encyclopedia.',
    method: 'GET',
    path: '/encyclopedia/disease/detail',
    request: 'api/content-detail-query.schema.json',
    response: 'api/encyclopedia-entry.schema.json',
    auth: 'none',
    assumed: assumedShape('Disease entry'),
  },
  'encyclopedia.medicine': {
    summary: 'A medicine of the encyclopedia.',
    method: 'GET',
    path: '/encyclopedia/medicine/detail',
    request: 'api/content-detail-query.schema.json',
    response: 'api/encyclopedia-entry.schema.json',
    auth: 'none',
    assumed: assumedShape('Medicine entry'),
  },
} satisfies Record<string, CallSpec>
