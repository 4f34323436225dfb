import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage } from './client';

function reply(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the CSRF header and same-origin credentials, JSON-encodes json, and returns the reply', async () => {
    const fetchMock = vi.fn(async () => reply(200, { success: true, data: [1] }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiFetch<{ data: number[] }>('/api/x', { method: 'POST', json: { a: 1 } });

    expect(result.data).toEqual([1]);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'x-kado-request': '1', 'content-type': 'application/json' });
  });

  it('passes FormData as is, without setting a content type', async () => {
    const fetchMock = vi.fn(async () => reply(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('title', 'x');

    await apiFetch('/api/upload', { method: 'POST', form });

    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it("turns a non-2xx reply into an ApiError with the server's message and field errors", async () => {
    vi.stubGlobal('fetch', async () =>
      reply(422, { success: false, message: 'Judul wajib diisi', errors: { title: ['Judul wajib diisi'] } }),
    );

    const error = await apiFetch('/api/opening', { method: 'POST', json: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Judul wajib diisi', errors: { title: ['Judul wajib diisi'] } });
    expect((error as ApiError).fieldError('title')).toBe('Judul wajib diisi');
  });

  it('falls back to an Indonesian message when the failure reply has none', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/opening')).rejects.toMatchObject({
      status: 502,
      message: 'Terjadi kesalahan tak terduga. Silakan coba lagi.',
      fromServer: false,
    });
  });

  it('reports a network failure as status 0 with the no-response message, and tells the page which request it was', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    // The page's window (components/offline-page.tsx listens there); Node has none.
    const told = vi.fn();
    vi.stubGlobal('dispatchEvent', told);
    await expect(apiFetch('/api/opening')).rejects.toMatchObject({
      status: 0,
      message: 'No response from server. Please check your network connection.',
    });
    expect(told.mock.calls.map(([event]) => (event as Event).type)).toEqual(['GET /api/opening']);
  });
});

describe('errorMessage', () => {
  const FALLBACK = 'Gagal menyimpan data.';
  it("shows the server's own message", () => {
    expect(errorMessage(new ApiError(409, 'Folder sudah ada', {}, true), FALLBACK)).toBe('Folder sudah ada');
  });
  it('shows the network message when there was no reply', () => {
    expect(errorMessage(new ApiError(0, 'No response from server. Please check your network connection.'), FALLBACK)).toBe(
      'No response from server. Please check your network connection.',
    );
  });
  it("uses the first field error, then the caller's message, when the reply had no message", () => {
    expect(errorMessage(new ApiError(422, 'x', { title: ['Judul wajib diisi'] }, false), FALLBACK)).toBe('Judul wajib diisi');
    expect(errorMessage(new ApiError(502, 'x', {}, false), FALLBACK)).toBe(FALLBACK);
  });
  it('never shows the text of an exception', () => {
    expect(errorMessage(new TypeError('Cannot read properties of undefined'), FALLBACK)).toBe(FALLBACK);
  });
});
