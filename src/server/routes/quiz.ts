import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { optionRemovalProblem, scoreQuizAttempt } from '../../shared/main-gift.js';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import { quizAttemptBody, quizAttemptReply } from '../../shared/schemas/main-gift.js';
import { quizDeleteReply, quizListReply, quizReply, quizSaveBody } from '../../shared/schemas/quiz.js';
import { QUIZ_MSG } from '../../shared/messages/quiz.js';
import { requireEditor, requireViewer } from '../services/auth/guards.js';
import { HttpError, notFound } from '../lib/errors.js';
import { recordFootstep } from '../services/activity/record.js';
import type { StoredQuizQuestion } from '../repositories/quiz-repository.js';

/** Quiz questions: the recipient plays them, the giver writes them. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.ctx.repos.quiz;

  /** The answers are the editor's: a viewer's quiz is scored by the server (decision 017). */
  const forReader = (request: FastifyRequest, question: StoredQuizQuestion) => {
    if (request.auth.role === 'editor') return question;
    const { answer: _answer, ...rest } = question;
    return rest;
  };

  app.get(
    '/api/quizzes',
    { onRequest: requireViewer, schema: { response: { 200: quizListReply, '4xx': errorReply } } },
    async (request) => ({ success: true as const, data: (await repo.list()).map((q) => forReader(request, q)) }),
  );

  /**
   * Scores the recipient's answers against every question; a perfect attempt unlocks Main Gift for this
   * session, in the database. An imperfect one never takes an unlock back.
   */
  app.post(
    '/api/quizzes/attempt',
    { onRequest: requireViewer, schema: { body: quizAttemptBody, response: { 200: quizAttemptReply, '4xx': errorReply } } },
    async (request) => {
      const result = scoreQuizAttempt(await repo.list(), request.body.answers);
      if (result.perfect && request.auth.tokenHash) await app.ctx.repos.mainGift.unlock(request.auth.tokenHash);
      if (result.perfect) await recordFootstep(app.ctx, request, 'quiz-perfect');
      return { success: true as const, data: result };
    },
  );

  app.get(
    '/api/quizzes/:id',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: quizReply, '4xx': errorReply } } },
    async (request) => {
      const question = await repo.find(request.params.id);
      if (!question) throw notFound(QUIZ_MSG.notFound);
      return { success: true as const, message: QUIZ_MSG.loaded, data: forReader(request, question) };
    },
  );

  /** Without an id a question is created; with one its text, answer and options are replaced. */
  app.post(
    '/api/quizzes/create-or-update',
    { onRequest: requireEditor, schema: { body: quizSaveBody, response: { 200: quizReply, '4xx': errorReply } } },
    async (request) => {
      const { id, ...input } = request.body;
      const question = id ? await repo.replace(id, input) : await repo.create(input);
      if (!question) throw notFound(QUIZ_MSG.notFound);
      return { success: true as const, message: QUIZ_MSG.saved, data: question };
    },
  );

  app.delete(
    '/api/quizzes/question/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: quizDeleteReply, '4xx': errorReply } } },
    async (request) => {
      if (!(await repo.removeQuestion(request.params.id))) throw notFound(QUIZ_MSG.notFound);
      return { success: true as const, message: QUIZ_MSG.deleted };
    },
  );

  /**
   * An option goes unless fewer than two would remain or it is the right answer: either would leave a
   * question no one can answer right, and so a Main Gift no one can open. Refused with 422.
   */
  app.delete(
    '/api/quizzes/option/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: quizDeleteReply, '4xx': errorReply } } },
    async (request) => {
      const question = await repo.findByOption(request.params.id);
      if (!question) throw notFound(QUIZ_MSG.optionNotFound);
      const problem = optionRemovalProblem(question, request.params.id);
      if (problem) throw new HttpError(422, problem);
      if (!(await repo.removeOption(request.params.id))) throw notFound(QUIZ_MSG.optionNotFound);
      return { success: true as const, message: QUIZ_MSG.optionDeleted };
    },
  );
};
