import type { CallSpec } from '../call-spec'
import { chosenCalls } from './chosen'

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
// Paths and shapes chosen (not shown in the spec): src/api/ASSUMPTIONS.md. Summaries kept short: the catalogue
// ships in the entry chunk.
const chosen = chosenCalls()

export const contentActionCalls = {
  'content.like': chosen('Like content, or undo it.', 'POST', '/content/like', 'content-reaction-request', 'content-reaction', 'login'),
  'content.favourite': chosen(
    'Favourite content, or undo it.',
    'POST',
    '/content/favourite',
    'content-reaction-request',
    'content-reaction',
    'login',
  ),
  'content.comments': chosen(
    'Comments on content, paged.',
    'GET',
    '/content/comment/list',
    'content-comment-request',
    'content-comment-page',
    'none',
  ),
  'content.comment': chosen('Comment on content.', 'POST', '/content/comment/add', 'content-comment-request', 'content-comment', 'login'),
  'academic.saveArticle': chosen(
    'Save or publish an article.',
    'POST',
    '/ok_home_page/doctor_article/save',
    'doctor-article-draft',
    'doctor-article',
    'login',
  ),
  'content.savePopularScience': chosen(
    'Save or publish popular science.',
    'POST',
    '/ok_home_page/doctor_popular_science/save',
    'doctor-article-draft',
    'doctor-article',
    'login',
  ),
  'academic.myArticle': chosen(
    'An own article, to edit.',
    'GET',
    '/ok_home_page/doctor_article/edit_detail',
    'doctor-article-query',
    'doctor-article',
    'login',
  ),
  'academic.doctorArticles': chosen(
    "A doctor's published articles, paged.",
    'GET',
    '/ok_home_page/doctor_article/list',
    'doctor-article-query',
    'content-page',
    'none',
  ),
  'academic.meeting': chosen('A meeting.', 'GET', '/academic_meeting/detail', 'content-detail-query', 'meeting', 'none'),
  'academic.meetingSignUp': chosen(
    'Sign up for a meeting.',
    'POST',
    '/academic_meeting/sign_up',
    'content-detail-query',
    'meeting',
    'login',
  ),
  'encyclopedia.disease': chosen(
    'A disease entry.',
    'GET',
    '/encyclopedia/disease/detail',
    'content-detail-query',
    'encyclopedia-entry',
    'none',
  ),
  'encyclopedia.medicine': chosen(
    'A medicine entry.',
    'GET',
    '/encyclopedia/medicine/detail',
    'content-detail-query',
    'encyclopedia-entry',
    'none',
  ),
  'content.videoUpload': chosen(
    "Upload a video file (multipart form data); it joins the uploader's homepage videos.",
    'POST',
    '/lvs/video/upload',
    'video-upload-request',
    'video-upload',
    'login',
  ),
} satisfies Record<string, CallSpec>
