import { expect, test } from 'vitest';
import { inIndonesian } from '@shared/message-codes';
import { TODO_MSG } from '@shared/messages/todos';
import { ROUTES } from '@shared/routes';
import { todoListReply, todoSaveReply } from '@shared/schemas/todos';
import { findToast, http, refuse, renderWithApp, reply, screen, server, writes } from '@/testing/test-utils';

// Adding a plan (docs/product.md §4, §8): a blank title is refused before anything is sent, each of the server's
// refusals is a toast of its own and keeps what was typed, a plan added empties the field.

test('a blank title sends nothing; a refusal keeps the title; an added plan empties the field', async () => {
  const { user } = await renderWithApp(ROUTES.todoList, { role: 'viewer' });
  const field = (await screen.findByLabelText('Todo baru')) as HTMLInputElement;
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  expect(await findToast(inIndonesian(TODO_MSG.titleRequired))).toBeTruthy();
  expect(writes).toEqual([]);

  server.use(http.post('/api/todos', () => refuse(409, TODO_MSG.tooMany)));
  await user.type(field, 'Piknik di pantai');
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  expect(await findToast(inIndonesian(TODO_MSG.tooMany))).toBeTruthy();
  expect(field.value).toBe('Piknik di pantai');

  server.use(
    http.post('/api/todos', () =>
      reply(todoSaveReply, { success: true, message: TODO_MSG.added, data: { id: 7, title: 'Piknik di pantai', is_selected: false } }, 201),
    ),
    http.get('/api/todos', () => reply(todoListReply, { success: true, data: [{ id: 7, title: 'Piknik di pantai', is_selected: false }] })),
  );
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  expect(await findToast('Todo berhasil ditambahkan!')).toBeTruthy();
  expect(field.value).toBe('');
  expect(await screen.findByText('Piknik di pantai')).toBeTruthy();
  expect(writes).toEqual(['POST /api/todos', 'POST /api/todos']);
});
