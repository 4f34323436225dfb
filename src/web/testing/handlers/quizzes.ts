import { http } from 'msw';
import { quizListReply } from '@shared/schemas/quiz';
import { QUIZ_MSG } from '@shared/messages/quiz';
import { refuse, reply } from './reply';

// The quiz (docs/product.md §6): the test gift has no question of its own, so every question asked for by id is
// the server's 404 with its words.

export const quizHandlers = [
  http.get('/api/quizzes', () => reply(quizListReply, { success: true, data: [] })),
  http.get('/api/quizzes/:id', () => refuse(404, QUIZ_MSG.notFound)),
];
