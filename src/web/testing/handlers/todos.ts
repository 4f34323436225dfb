import { http } from 'msw';
import { todoListReply } from '@shared/schemas/todos';
import { reply } from './reply';

// The plans (docs/product.md §4 Todo List): the demo gift has none.

export const todoHandlers = [http.get('/api/todos', () => reply(todoListReply, { success: true, data: [] }))];
