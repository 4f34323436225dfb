import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { addTodoFailures, addTodoToasts } from './todos';
import { WriteError } from './write';

describe('addTodoFailures (docs/product.md §5, §8)', () => {
  it('makes each field error a toast of its own', () => {
    const error = new ApiError(422, 'Judul todo tidak boleh kosong!', {
      title: ['Judul todo tidak boleh kosong!', 'kedua'],
      other: ['ketiga'],
    });
    expect(addTodoFailures(error)).toEqual(['Judul todo tidak boleh kosong!', 'kedua', 'ketiga']);
  });

  it("shows a refusal's own message", () => {
    expect(addTodoFailures(new ApiError(401, 'Buka hadiah dengan PIN terlebih dahulu.'))).toEqual([
      'Buka hadiah dengan PIN terlebih dahulu.',
    ]);
  });

  it("says 'Gagal menambahkan todo.' for a server fault, no reply, a bare refusal or an exception", () => {
    const fallback = ['Gagal menambahkan todo.'];
    expect(addTodoFailures(new ApiError(500, 'Internal'))).toEqual(fallback);
    expect(addTodoFailures(new ApiError(0, 'offline'))).toEqual(fallback);
    expect(addTodoFailures(new ApiError(400, 'stand-in', {}, false))).toEqual(fallback);
    expect(addTodoFailures(new Error('boom'))).toEqual(fallback);
  });
});

describe('addTodoToasts', () => {
  it('gives the same toasts from the WriteError the page is handed', () => {
    const failures = [
      new ApiError(422, 'Judul todo tidak boleh kosong!', { title: ['Judul todo tidak boleh kosong!', 'kedua'], other: ['ketiga'] }),
      new ApiError(401, 'Buka hadiah dengan PIN terlebih dahulu.'),
      new ApiError(500, 'Internal'),
      new ApiError(0, 'offline'),
      new Error('boom'),
    ];
    for (const cause of failures) {
      const error = new WriteError(addTodoFailures(cause)[0] ?? 'never', cause);
      expect(addTodoToasts(error)).toEqual(addTodoFailures(cause));
    }
  });
});
