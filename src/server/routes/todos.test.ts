import { describe, expect, it } from 'vitest';
import { TODO_MAX_COUNT } from '../../shared/constants.js';
import { csrf, useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = viewer, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const add = (title: unknown, headers = viewer) => call('POST', '/api/todos', headers, { title });

describe('todo roles', () => {
  it('refuses anonymous visitors on every todo route, and nothing changes', async () => {
    const { id } = (await add('Piknik')).json().data;
    const before = await t.snapshot();
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/todos'],
      ['POST', '/api/todos', { title: 'x' }],
      ['PUT', `/api/todos/${id}`, { is_selected: true }],
      ['DELETE', `/api/todos/${id}`],
      ['GET', `/api/selected-todo/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(method, url, {}, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(withoutCode(res.json())).toEqual({ success: false, message: 'Buka hadiah dengan PIN terlebih dahulu.' });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('lets a viewer add, select, read the selection and delete', async () => {
    const created = await add('  Nonton film bareng  ');
    expect(created.statusCode).toBe(200);
    const todo = created.json().data;
    expect(created.json()).toEqual({
      success: true,
      message: 'Todo berhasil ditambahkan!',
      data: { id: todo.id, title: 'Nonton film bareng', is_selected: false },
    });

    const selected = await call('PUT', `/api/todos/${todo.id}`, viewer, { is_selected: true });
    expect(selected.json()).toEqual({
      success: true,
      message: 'Todo "Nonton film bareng" dipilih!',
      data: { id: todo.id, title: 'Nonton film bareng', is_selected: true },
    });
    const title = await call('GET', `/api/selected-todo/${todo.id}`);
    expect(title.json()).toEqual({ success: true, data: { title: 'Nonton film bareng' } });

    const list = await call('GET', '/api/todos');
    expect(list.json().data).toContainEqual({ id: todo.id, title: 'Nonton film bareng', is_selected: true });

    const unselected = await call('PUT', `/api/todos/${todo.id}`, viewer, { is_selected: false });
    expect(unselected.json().data.is_selected).toBe(false);

    const deleted = await call('DELETE', `/api/todos/${todo.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Todo berhasil dihapus!' });
    expect((await call('GET', '/api/todos')).json().data.map((d: { id: number }) => d.id)).not.toContain(todo.id);
  });

  it('lets the editor do the same', async () => {
    const created = await add('Masak bareng', editor);
    expect(created.statusCode).toBe(200);
    expect((await call('DELETE', `/api/todos/${created.json().data.id}`, editor)).statusCode).toBe(200);
  });

  it('asks a cookie-authenticated viewer for the CSRF header on writes', async () => {
    const cookie = `kado_viewer=${await t.viewerToken()}`;
    const without = await call('POST', '/api/todos', { cookie }, { title: 'Lewat cookie' });
    expect(without.statusCode).toBe(403);
    const withHeader = await call('POST', '/api/todos', { cookie, ...csrf }, { title: 'Lewat cookie' });
    expect(withHeader.statusCode).toBe(200);
  });
});

describe('todo validation', () => {
  it.each([
    [{ title: '' }, 'title', 'Judul todo tidak boleh kosong!'],
    [{ title: '    ' }, 'title', 'Judul todo tidak boleh kosong!'],
    [{}, 'title', 'Judul todo tidak boleh kosong!'],
    [{ title: 7 }, 'title', 'Judul todo tidak boleh kosong!'],
    [{ title: 'x'.repeat(101) }, 'title', 'Judul todo maksimal 100 karakter'],
  ])('refuses %j with a field error and changes nothing', async (payload, field, message) => {
    const before = await t.snapshot();
    const res = await call('POST', '/api/todos', viewer, payload);
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('accepts a title of exactly 100 characters', async () => {
    const res = await add('y'.repeat(100));
    expect(res.statusCode).toBe(200);
    await call('DELETE', `/api/todos/${res.json().data.id}`);
  });

  it.each([[{ is_selected: 'yes' }], [{ is_selected: 1 }], [{}]])('refuses selection %j', async (payload) => {
    const { id } = (await add('Pilih aku')).json().data;
    const before = await t.snapshot();
    const res = await call('PUT', `/api/todos/${id}`, viewer, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.is_selected).toEqual(['Status pilihan todo harus true atau false.']);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers an unknown or malformed id with 404 and changes nothing', async () => {
    const before = await t.snapshot();
    for (const [method, url, payload] of [
      ['PUT', '/api/todos/99999', { is_selected: true }],
      ['DELETE', '/api/todos/99999'],
      ['GET', '/api/selected-todo/99999'],
      ['DELETE', '/api/todos/abc'],
    ] as [Method, string, unknown?][]) {
      const res = await call(method, url, viewer, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().success).toBe(false);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it(`stops at ${TODO_MAX_COUNT} todos with a clear message`, async () => {
    const existing = (await call('GET', '/api/todos')).json().data.length;
    const { db, scope } = t.app.ctx;
    const rows = Array.from({ length: TODO_MAX_COUNT - existing }, (_, i) => ({
      site_id: scope.siteId(),
      title: `Todo ${i}`,
      is_selected: 0,
      created_at: new Date().toISOString(),
    }));
    await db.insertInto('todos').values(rows).execute();
    const before = await t.snapshot();
    const res = await add('Satu lagi');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Daftar todo sudah penuh (maksimal ${TODO_MAX_COUNT}). Hapus yang lama terlebih dahulu.`);
    expect(await t.snapshot()).toBe(before);
  });
});
