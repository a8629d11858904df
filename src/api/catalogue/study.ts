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
