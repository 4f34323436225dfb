import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import { QUIZ_MSG, quizDeleteReply, quizListReply, quizReply, quizSaveBody } from '../../shared/schemas/quiz.js';
import { requireEditor, requireViewer } from '../auth/guards.js';
import { notFound } from '../errors.js';

/** Quiz questions: the recipient plays them, the giver writes them. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.ctx.repos.quiz;

  app.get(
    '/api/quizzes',
    { onRequest: requireViewer, schema: { response: { 200: quizListReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await repo.list() }),
  );

  app.get(
    '/api/quizzes/:id',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: quizReply, '4xx': errorReply } } },
    async (request) => {
      const question = await repo.find(request.params.id);
      if (!question) throw notFound(QUIZ_MSG.notFound);
      return { success: true as const, message: QUIZ_MSG.loaded, data: question };
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

  /** Any option may go, even below two: the option page lets the giver prune freely (SPEC.md §2). */
  app.delete(
    '/api/quizzes/option/:id',
    { onRequest: requireEditor, schema: { params: idParams, response: { 200: quizDeleteReply, '4xx': errorReply } } },
    async (request) => {
      if (!(await repo.removeOption(request.params.id))) throw notFound(QUIZ_MSG.optionNotFound);
      return { success: true as const, message: QUIZ_MSG.optionDeleted };
    },
  );
};
