import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, csrf, type TestApp } from '../test-support/test-app.js';

// Ids in paths are strict decimal integers: a lenient reading would let '0x1' or '1e0' reach record 1.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ids in paths', () => {
  it.each(['0x1', '1e0', '+1', '01', '%201', '1.0', '-1'])('%s is refused with 404 and nothing changes', async (id) => {
    const editor = await t.editorToken();
    const created = await t.app.inject({ method: 'POST', url: '/api/todos', headers: bearer(editor), payload: { title: 'Piknik' } });
    expect(created.statusCode).toBe(200);
    const before = await t.snapshot();
    for (const request of [
      { method: 'DELETE' as const, url: `/api/todos/${id}` },
      { method: 'GET' as const, url: `/api/quizzes/${id}` },
      { method: 'GET' as const, url: `/api/gallery/detail/${id}` },
    ]) {
      const res = await t.app.inject({ ...request, headers: { ...bearer(editor), ...csrf } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect(await t.snapshot()).toBe(before);
  });
});
