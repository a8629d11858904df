import type { CallSpec } from '../call-spec'

// Exams of the doctors' study centre (/doctor/study/exam-list, /special/exam and its result).
export const studyCalls = {
  'exam.list': {
    summary: 'Exam papers with the best score.',
    method: 'GET',
    path: '/reabs/exam/paper/list',
    response: 'api/exam-list.schema.json',
    auth: 'doctor',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'exam.start': {
    summary: 'Start or resume an exam attempt.',
    method: 'POST',
    path: '/reabs/exam/start',
    request: 'api/exam-start-request.schema.json',
    response: 'api/exam-paper.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'exam.submit': {
    summary: 'Hand in an attempt; its result.',
    method: 'POST',
    path: '/reabs/exam/submit',
    request: 'api/exam-submit-request.schema.json',
    response: 'api/exam-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'exam.result': {
    summary: 'A submitted attempt reviewed.',
    method: 'GET',
    path: '/reabs/exam/result',
    request: 'api/exam-result-query.schema.json',
    response: 'api/exam-result.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>

// Courses, learning records and credits (/doctor/study/*, /apply/credit/*).
export const courseCalls = {
  'study.courses': {
    summary: 'Courses by type, with progress.',
    method: 'GET',
    path: '/reabs/study/course/list',
    request: 'api/course-query.schema.json',
    response: 'api/course-page.schema.json',
    auth: 'doctor',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'study.learnt': {
    summary: 'Courses the caller studied.',
    method: 'GET',
    path: '/reabs/study/course/learnt',
    request: 'api/paging-query.schema.json',
    response: 'api/course-page.schema.json',
    auth: 'doctor',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'credit.record': {
    summary: "The caller's credits.",
    method: 'GET',
    path: '/reabs/credit/record',
    response: 'api/credit-record.schema.json',
    auth: 'login',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
  'credit.rule': {
    summary: "An institute's credit rules.",
    method: 'GET',
    path: '/reabs/credit/rule/{instituteId}',
    request: 'api/credit-rule-query.schema.json',
    response: 'api/credit-rule.schema.json',
    auth: 'none',
    assumed: 'path and shape not shown: see ASSUMPTIONS.md.',
  },
} as const satisfies Record<string, CallSpec>
