import { useId } from 'react';
import { Link } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { TODO_TITLE_MAX } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { addTodoToasts, useAddTodo, useDeleteTodo, useSelectTodo, useTodos } from '@/api/todos';
import { id } from '@/i18n/id';
import { idGames } from '@/i18n/id-games';
import { useForm } from '@/lib/use-form';
import { LoadFailed } from '@/components/page-fallback';

// Plans (docs/product.md §2 /todo-list, §4, §5, §8): the recipient and the giver choose together. Selecting
// flips the todo at once and then tells the server; a refusal puts it back.

const t = idGames.todo;

export default function TodoListPage() {
  const todos = useTodos();
  const inputId = useId();

  useLoadFailure(todos, 'GET /api/todos', t.loadFailed);

  // The new plan's title, through the one form hook: every refusal is a toast (docs/product.md §8).
  const add = useForm({
    initial: { title: '' },
    check: ({ title }: { title: string }) =>
      title.trim() ? { ok: true, value: { title: title.trim() } } : { ok: false, errors: { title: [t.titleRequired] } },
    invalidToast: () => t.titleRequired,
    useSave: useAddTodo,
    saved: t.added,
    failureToasts: addTodoToasts,
    onSaved: () => add.reset({ title: '' }),
  });
  const select = useSelectTodo({
    onSuccess: ({ data: todo }) => {
      if (todo.is_selected) toast.success(t.selected(todo.title));
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = useDeleteTodo({
    onSuccess: () => toast.success(t.removed),
    onError: (error) => toast.error(error.message),
  });

  const list = todos.data ?? [];

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-5 px-4 py-8 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <h1 className="font-display text-center text-3xl font-bold text-rose-700 sm:text-4xl">{t.heading}</h1>

      <form onSubmit={add.submit} className="flex w-full flex-col gap-2 sm:flex-row" noValidate>
        <label htmlFor={inputId} className="sr-only">
          {t.newLabel}
        </label>
        <input
          id={inputId}
          type="text"
          className="field min-h-11 flex-1"
          placeholder={t.newPlaceholder}
          value={add.form.title}
          maxLength={TODO_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => add.change('title')(event.target.value)}
        />
        <button type="submit" className="btn-primary" disabled={add.pending}>
          {add.pending ? t.adding : t.add}
        </button>
      </form>

      <section
        aria-label={t.listLabel}
        aria-busy={todos.isPending}
        className="h-[500px] overflow-y-auto rounded-3xl border border-rose-100 bg-white/70 p-3 shadow-inner sm:p-4"
      >
        {todos.isPending ? (
          <p className="p-4 text-center text-rose-900/70" role="status">
            {t.loading}
          </p>
        ) : list.length === 0 ? (
          todos.isError ? (
            <LoadFailed words={t.loadFailed} className="p-4 text-center text-rose-900/70" />
          ) : (
            <p className="p-4 text-center text-rose-900/70">{t.empty}</p>
          )
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3">
            {list.map((todo) => (
              <li key={todo.id} className="relative">
                <button
                  type="button"
                  aria-pressed={todo.is_selected}
                  onClick={() => select.mutate(todo)}
                  className={
                    'flex h-full min-h-16 w-full items-center gap-3 rounded-2xl border ' +
                    `py-3 pr-14 pl-4 text-left font-medium break-words transition ${
                      todo.is_selected
                        ? 'border-rose-600 bg-rose-600 text-white shadow-md shadow-rose-300/60'
                        : 'border-rose-200 bg-white text-rose-900 hover:bg-rose-50'
                    }`
                  }
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm ${
                      todo.is_selected ? 'border-white bg-white text-rose-600' : 'border-rose-300'
                    }`}
                  >
                    {todo.is_selected ? '✓' : ''}
                  </span>
                  <span className="min-w-0 flex-1">{todo.title}</span>
                </button>
                <button
                  type="button"
                  aria-label={t.remove(todo.title)}
                  title={t.remove(todo.title)}
                  disabled={remove.isPending && remove.variables?.id === todo.id}
                  onClick={() => remove.mutate(todo)}
                  className={
                    'absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center ' +
                    `justify-center rounded-full text-lg transition disabled:opacity-50 ${
                      todo.is_selected ? 'text-white hover:bg-rose-600' : 'text-rose-500 hover:bg-rose-100'
                    }`
                  }
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex justify-center">
        <Link to={ROUTES.features} className="btn-secondary">
          {t.back}
        </Link>
      </div>
    </main>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
