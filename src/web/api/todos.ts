import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Todo, TodoInput, todoDeleteReply, todoListReply, todoSaveReply } from '@shared/schemas/todos';
import { idGames } from '@/i18n/id-games';
import { ApiError, apiFetch } from './client';

// Plans (SPEC.md §7): GET/POST api/todos, PUT/DELETE api/todos/{id}. A viewer may write (issue 5).

type TodoListReply = z.infer<typeof todoListReply>;
type TodoSaveReply = z.infer<typeof todoSaveReply>;
type TodoDeleteReply = z.infer<typeof todoDeleteReply>;

const t = idGames.todo;

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

/** SPEC.md §5, §8: each field error is a toast of its own; else a refusal's (4xx) message; else 'Gagal menambahkan todo.'. */
export function addTodoFailures(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fieldMessages = Object.values(error.errors).flat();
    if (fieldMessages.length > 0) return fieldMessages;
    if (error.status >= 400 && error.status < 500 && error.fromServer) return [error.message];
  }
  return [t.addFailed];
}

type Failed = (message: string, error: unknown) => void;

/** Adds a todo (decision 013: the list is read again before `onAdded`); failures as `addTodoFailures`. */
export function useAddTodo({ onAdded, onFailed }: { onAdded?: () => void; onFailed?: (messages: string[], error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: todosQueryOptions().queryKey });
      onAdded?.();
    },
    onError: (error) => onFailed?.(addTodoFailures(error), error),
  });
}

/**
 * Flips a todo's choice. SPEC.md §4 has it flip at once, before the server answers: the one optimistic
 * write (decision 013 has none otherwise). A refusal puts back only this todo; once the last toggle in
 * flight succeeds the list is read again, so a refetch never undoes a toggle still on its way.
 */
export function useSelectTodo({ onSelected, onFailed }: { onSelected?: (todo: Todo) => void; onFailed?: Failed } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = todosQueryOptions();
  const mutationKey = [...queryKey, 'select'];
  const patch = (todoId: number, change: Partial<Todo>) =>
    queryClient.setQueryData(queryKey, (list) => list?.map((todo) => (todo.id === todoId ? { ...todo, ...change } : todo)));
  return useMutation({
    mutationKey,
    mutationFn: (todo: Todo) => setTodoSelected(todo.id, !todo.is_selected),
    onMutate: async (todo) => {
      await queryClient.cancelQueries({ queryKey });
      patch(todo.id, { is_selected: !todo.is_selected });
    },
    onSuccess: async (reply) => {
      patch(reply.data.id, reply.data);
      if (queryClient.isMutating({ mutationKey }) === 1) await queryClient.invalidateQueries({ queryKey });
      onSelected?.(reply.data);
    },
    onError: (error, todo) => {
      console.error('PUT /api/todos failed', error);
      patch(todo.id, { is_selected: todo.is_selected });
      onFailed?.(t.selectFailed, error);
    },
  });
}

/** Deletes a todo (decision 013). SPEC.md §8: a failure reads 'Gagal menghapus todo.'. */
export function useDeleteTodo({ onDeleted, onFailed }: { onDeleted?: () => void; onFailed?: Failed } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (todo: Todo) => deleteTodo(todo.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: todosQueryOptions().queryKey });
      onDeleted?.();
    },
    onError: (error) => {
      console.error('DELETE /api/todos failed', error);
      onFailed?.(t.removeFailed, error);
    },
  });
}
