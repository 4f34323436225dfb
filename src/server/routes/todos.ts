import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TODO_MAX_COUNT } from '../../shared/constants.js';
import { errorReply, idParams } from '../../shared/schemas/common.js';
import {
  selectedTodoReply,
  todoCreateBody,
  todoDeleteReply,
  todoListReply,
  todoSaveReply,
  todoSelectBody,
} from '../../shared/schemas/todos.js';
import { TODO_MSG } from '../../shared/messages/todos.js';
import { requireViewer } from '../services/auth/guards.js';
import { HttpError, notFound } from '../lib/errors.js';

/** Plans: the recipient plans with the giver, so a viewer may read, add, select and delete (docs/product.md §6). */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.ctx.repos.todos;

  app.get(
    '/api/todos',
    { onRequest: requireViewer, config: { readCache: true }, schema: { response: { 200: todoListReply, '4xx': errorReply } } },
    async () => ({ success: true as const, data: await repo.list() }),
  );

  app.post(
    '/api/todos',
    { onRequest: requireViewer, schema: { body: todoCreateBody, response: { 200: todoSaveReply, '4xx': errorReply } } },
    async (request) => {
      const todo = await repo.create(request.body.title, TODO_MAX_COUNT);
      if (!todo) throw new HttpError(409, TODO_MSG.tooMany);
      return { success: true as const, message: TODO_MSG.added, data: todo };
    },
  );

  app.put(
    '/api/todos/:id',
    {
      onRequest: requireViewer,
      schema: { params: idParams, body: todoSelectBody, response: { 200: todoSaveReply, '4xx': errorReply } },
    },
    async (request) => {
      const todo = await repo.setSelected(request.params.id, request.body.is_selected);
      if (!todo) throw notFound(TODO_MSG.notFound);
      const message = todo.is_selected ? TODO_MSG.selected(todo.title) : TODO_MSG.unselected(todo.title);
      return { success: true as const, message, data: todo };
    },
  );

  app.delete(
    '/api/todos/:id',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: todoDeleteReply, '4xx': errorReply } } },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw notFound(TODO_MSG.notFound);
      return { success: true as const, message: TODO_MSG.deleted };
    },
  );

  app.get(
    '/api/selected-todo/:id',
    { onRequest: requireViewer, schema: { params: idParams, response: { 200: selectedTodoReply, '4xx': errorReply } } },
    async (request) => {
      const todo = await repo.find(request.params.id);
      if (!todo) throw notFound(TODO_MSG.notFound);
      return { success: true as const, data: { title: todo.title } };
    },
  );
};
