import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Todo, TodoInput, todoDeleteReply, todoListReply, todoSaveReply } from '@shared/schemas/todos';
import { idGames } from '@/i18n/id-games';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { ApiError, apiFetch } from './client';
import { useWrite, type WriteCallbacks } from './write';

// Plans (docs/product.md §7): GET/POST api/todos, PUT/DELETE api/todos/{id}. A viewer may write too (docs/product.md §6).

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

/** docs/product.md §5, §8: each field error is a toast of its own; else a refusal's (4xx) message; else 'Gagal menambahkan todo.'. */
export function addTodoFailures(error: unknown): string[] {
  if (error instanceof ApiError) {
    const fieldMessages = Object.values(serverFieldErrors(error)).flat();
    if (fieldMessages.length > 0) return fieldMessages;
    if (error.status >= 400 && error.status < 500 && error.fromServer) return [error.message];
  }
  return [t.addFailed];
}

/** The toasts of a failed add, from its WriteError (through the one adapter): those of `addTodoFailures`, the first being its message. */
export function addTodoToasts(error: { readonly message: string; readonly errors: FieldErrors }): string[] {
  const fieldMessages = Object.values(serverFieldErrors(error)).flat();
  return fieldMessages.length > 0 ? fieldMessages : [error.message];
}

/**
 * Adds a todo (resolves once the list is refetched). A failure's message is the first of
 * `addTodoFailures`; each is a toast of its own: `addTodoToasts(error)`.
 */
export function useAddTodo(callbacks: WriteCallbacks<TodoSaveReply, TodoInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/todos',
      write: createTodo,
      word: (error) => addTodoFailures(error)[0] ?? t.addFailed,
      changes: [todosQueryOptions().queryKey],
      // Not logged: a refusal (the server's field errors) is the page's toasts to say.
      log: false,
    },
    callbacks,
  );
}

/**
 * Flips a todo's choice. docs/product.md §4 has it flip at once, before the server answers: the one optimistic
 * write (decision 013 has none otherwise). A refusal puts back only this todo; once the last toggle in
 * flight succeeds the list is read again, so a refetch never undoes a toggle still on its way.
 */
export function useSelectTodo(callbacks: WriteCallbacks<TodoSaveReply, Todo> = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = todosQueryOptions();
  const patch = (todoId: number, change: Partial<Todo>) =>
    queryClient.setQueryData(queryKey, (list) => list?.map((todo) => (todo.id === todoId ? { ...todo, ...change } : todo)));
  return useWrite(
    {
      request: 'PUT /api/todos',
      write: (todo: Todo) => setTodoSelected(todo.id, !todo.is_selected),
      word: () => t.selectFailed,
      changes: [queryKey],
      optimistic: {
        show: (todo) => patch(todo.id, { is_selected: !todo.is_selected }),
        settle: (reply) => patch(reply.data.id, reply.data),
        undo: (todo) => patch(todo.id, { is_selected: todo.is_selected }),
      },
    },
    callbacks,
  );
}

/** Deletes a todo. docs/product.md §8: a failure reads 'Gagal menghapus todo.'. */
export function useDeleteTodo(callbacks: WriteCallbacks<TodoDeleteReply, Todo> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/todos',
      write: (todo: Todo) => deleteTodo(todo.id),
      word: () => t.removeFailed,
      changes: [todosQueryOptions().queryKey],
    },
    callbacks,
  );
}
