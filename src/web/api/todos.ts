import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Todo, TodoInput, todoDeleteReply, todoListReply, todoSaveReply } from '@shared/schemas/todos';
import { apiFetch } from './client';

// Plans (SPEC.md §7): GET/POST api/todos, PUT/DELETE api/todos/{id}. A viewer may write (issue 5).

type TodoListReply = z.infer<typeof todoListReply>;
type TodoSaveReply = z.infer<typeof todoSaveReply>;
type TodoDeleteReply = z.infer<typeof todoDeleteReply>;

export async function getTodos(signal?: AbortSignal): Promise<Todo[]> {
  const reply = await apiFetch<TodoListReply>('/api/todos', { signal });
  return reply.data;
}

export const todosQueryOptions = () =>
  queryOptions({
    queryKey: ['todos'],
    queryFn: ({ signal }) => getTodos(signal),
  });

export function useTodos() {
  return useQuery(todosQueryOptions());
}

export function createTodo(input: TodoInput): Promise<TodoSaveReply> {
  return apiFetch<TodoSaveReply>('/api/todos', { method: 'POST', json: input });
}

export function setTodoSelected(todoId: number, isSelected: boolean): Promise<TodoSaveReply> {
  return apiFetch<TodoSaveReply>(`/api/todos/${todoId}`, { method: 'PUT', json: { is_selected: isSelected } });
}

export function deleteTodo(todoId: number): Promise<TodoDeleteReply> {
  return apiFetch<TodoDeleteReply>(`/api/todos/${todoId}`, { method: 'DELETE' });
}
