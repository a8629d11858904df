import type { CallSpec } from '../call-spec'

// Exams of the doctors' study centre (/doctor/study/exam-list, /special/exam and its result).
export const studyCalls = {
  'exam.list': {
    summary: 'The exam papers a doctor may take, with his best score and pass status.',
    method: 'GET',
    path: '/reabs/exam/paper/list',
    response: 'api/exam-list.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/exam/paper/list answers { records }.',
  },
  'exam.start': {
    summary: 'Start a paper, or resume the open attempt while its time lasts: the deadline is the server\'s.',
    method: 'POST',
    path: '/reabs/exam/start',
    request: 'api/exam-start-request.schema.json',
    response: 'api/exam-paper.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/exam/start { paperId } answers the attempt with its questions (no answers).',
  },
  'exam.submit': {
    summary: 'Hand in an attempt\'s answers; answers its result.',
    method: 'POST',
    path: '/reabs/exam/submit',
    request: 'api/exam-submit-request.schema.json',
    response: 'api/exam-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: POST /reabs/exam/submit { recordId, answers: { questionId: letters } }.',
  },
  'exam.result': {
    summary: 'A submitted attempt: score, pass, credit, and each question with the answer given and the right one.',
    method: 'GET',
    path: '/reabs/exam/result',
    request: 'api/exam-result-query.schema.json',
    response: 'api/exam-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/exam/result?recordId.',
  },
} as const satisfies Record<string, CallSpec>

// Courses, learning records and credits (/doctor/study/*, /apply/credit/*).
export const courseCalls = {
  'study.courses': {
    summary: 'Continuing-education courses, by type, with the caller\'s progress.',
    method: 'GET',
    path: '/reabs/study/course/list',
    request: 'api/course-query.schema.json',
    response: 'api/course-page.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/study/course/list?type&current&size.',
  },
  'study.learnt': {
    summary: 'The courses the caller has studied, last studied first.',
    method: 'GET',
    path: '/reabs/study/course/learnt',
    request: 'api/paging-query.schema.json',
    response: 'api/course-page.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/study/course/learnt?current&size.',
  },
  'credit.record': {
    summary: 'The caller\'s credits: total, this year against the yearly target, and each grant (finished courses, passed exams).',
    method: 'GET',
    path: '/reabs/credit/record',
    response: 'api/credit-record.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: GET /reabs/credit/record.',
  },
  'credit.rule': {
    summary: 'An institute\'s credit rules.',
    method: 'GET',
    path: '/reabs/credit/rule/{instituteId}',
    request: 'api/credit-rule-query.schema.json',
    response: 'api/credit-rule.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: GET /reabs/credit/rule/{instituteId}; an unknown institute answers 125000404.',
  },
} as const satisfies Record<string, CallSpec>
