import { z } from 'zod';
import { TODO_TITLE_MAX } from '../constants.js';
import { requiredText } from './common.js';
import { TODO_MSG } from '../messages/todos.js';

// Plans: the todo list the recipient and the giver share (docs/product.md §3, §5, §7, §8).

export const todoCreateBody = z.object({
  title: requiredText(TODO_MSG.titleRequired, TODO_TITLE_MAX, TODO_MSG.titleMax),
});
export type TodoInput = z.infer<typeof todoCreateBody>;

export const todoSelectBody = z.object({
  is_selected: z.boolean({ error: TODO_MSG.selectionInvalid }),
});

export const todo = z.object({
  id: z.number(),
  title: z.string(),
  is_selected: z.boolean(),
});
export type Todo = z.infer<typeof todo>;

export const todoListReply = z.object({
  success: z.literal(true),
  data: z.array(todo),
});

export const todoSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: todo,
});

export const todoDeleteReply = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const selectedTodoReply = z.object({
  success: z.literal(true),
  data: z.object({ title: z.string() }),
});
