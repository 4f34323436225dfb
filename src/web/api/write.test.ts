import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { worded, WriteError } from './write';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('worded', () => {
  it('passes a reply through untouched', async () => {
    await expect(worded('POST /api/x', Promise.resolve({ ok: 1 }), () => 'never')).resolves.toEqual({ ok: 1 });
  });

  it('logs a failure and rethrows it in the words given, keeping the field errors and the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new ApiError(422, 'Judul wajib diisi.', { title: ['Judul wajib diisi.'] });
    const error = await worded('POST /api/x', Promise.reject(cause), (e) => `kata: ${(e as ApiError).status}`).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WriteError);
    expect(error).toMatchObject({ message: 'kata: 422', aborted: false, cause });
    expect(error).toMatchObject({ errors: { title: ['Judul wajib diisi.'] }, status: 422 });
    expect(log).toHaveBeenCalledWith('POST /api/x failed', cause);
  });

  it('does not log a failure when told not to, and still words it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new ApiError(401, 'PIN salah');
    const error = await worded('POST /api/x', Promise.reject(cause), () => 'PIN salah', false).catch((e: unknown) => e);

    expect(error).toMatchObject({ message: 'PIN salah', aborted: false, cause });
    expect(log).not.toHaveBeenCalled();
  });

  it('marks a stopped write as aborted and does not log it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = new DOMException('The upload was aborted.', 'AbortError');
    const error = await worded('POST /api/x', Promise.reject(stop), () => 'Gagal.').catch((e: unknown) => e);

    expect(error).toMatchObject({ aborted: true, errors: {}, status: 0 });
    expect(log).not.toHaveBeenCalled();
  });
});
