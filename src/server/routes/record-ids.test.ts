import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RECORD_ID_MAX, RECORD_ID_PATTERN } from '../../shared/schemas/common.js';
import { jpeg } from '../test-support/media-fixtures.js';
import { multipart, useTestApp } from '../test-support/test-app.js';

// Every id a route takes, in its path or its body, at the edges of what a client may send: the ids of both
// engines' columns are PostgreSQL `integer`s (SQLite's are wider), so an id past 2^31 - 1 is refused like any
// unknown id, never passed to the database (decision 056). Runs on SQLite and, in the postgres pass, on PostgreSQL.
const t = useTestApp();

/** 0 and -1, the largest id a column holds and the next, 2^53, 10^15, and a leading zero. */
const EDGE_IDS = ['0', '-1', String(RECORD_ID_MAX), String(RECORD_ID_MAX + 1), String(2 ** 53), String(10 ** 15), '01'];

/** The id pattern as the description's JSON spells it. */
const ID_PATTERN_IN_JSON = JSON.stringify(RECORD_ID_PATTERN.source).slice(1, -1);

/** A body each route accepts apart from its ids: the id under test must be what decides the reply. */
const JSON_BODIES: Record<string, (id: unknown) => unknown> = {
  'PUT /api/date-input': (id) => ({ id, title: 'Tanggal', selected_date: '010125' }),
  'PUT /api/gallery/folder-cover/:id': (id) => ({ photo_id: id }),
  'PUT /api/gallery/update-folder-name/:id': () => ({ name: 'Album' }),
  'POST /api/gallery/update-photo/:id': () => ({ title: 'Foto' }),
  'PUT /api/todos/:id': () => ({ is_selected: true }),
  'POST /api/quizzes/attempt': (id) => ({ answers: [{ question_id: id, answer: 'A' }] }),
  'POST /api/quizzes/create-or-update': (id) => ({ id, question: 'Apa?', answer: 'A', options: ['A', 'B'] }),
  'POST /api/reactions': (id) => ({ target: 'photo', id }),
  'PUT /api/wishes/:id': () => ({ approved: true }),
  'PUT /api/heart-moments/:id/visibility': () => ({ visibility: 'shared' }),
};
/** Multipart routes with an id in the path: a form with a text field (the id is looked up before the files). */
const FORM_ROUTES = new Set(['POST /api/love-moment/:id', 'POST /api/video-gift/:id', 'POST /api/heart-moments/:id']);

/** An id as JSON may carry it: a number where it reads as one, and always the text. */
const jsonIds = EDGE_IDS.flatMap((id) => (id === '01' ? [id] : [Number(id), id]));

describe('record ids at the edges of their range', () => {
  it('every route with an id in its path answers 404 for each edge id, never a 5xx', async () => {
    const withId = t.app.ctx.routeTable.filter((r) => /:(id|\w+Id)\b/.test(r.url));
    expect(withId.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const route of withId) {
      const key = `${route.method} ${route.url}`;
      for (const id of EDGE_IDS) {
        const url = route.url.replace(/:(id|\w+Id)\b/, id);
        const options: InjectOptions = { method: route.method as 'GET', url, headers: { ...t.editor } };
        if (JSON_BODIES[key]) options.payload = JSON_BODIES[key](1) as Record<string, unknown>;
        if (FORM_ROUTES.has(key)) {
          const form = multipart({ title: 'Judul' }, []);
          Object.assign(options, { payload: form.payload, headers: { ...t.editor, ...form.headers } });
        }
        const res = await t.app.inject(options);
        if (res.statusCode !== 404) failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every id in a JSON body past the range is refused as a 4xx, and none is a 5xx', async () => {
    // Existing records where the path needs one, so the body's id is what is checked.
    const made = await t.app.inject({ method: 'POST', url: '/api/gallery/create-folder', headers: t.editor, payload: { name: 'Album' } });
    const folder = made.json<{ data: { id: number } }>().data;
    const bodyRoutes = Object.keys(JSON_BODIES).filter((key) => JSON.stringify(JSON_BODIES[key]!('§')).includes('§'));
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const key of bodyRoutes) {
      const [method, pattern] = key.split(' ') as [string, string];
      for (const id of jsonIds) {
        const url = pattern.replace(':id', String(folder.id));
        const res = await t.app.inject({ method: method as 'PUT', url, headers: t.editor, payload: JSON_BODIES[key]!(id) as object });
        // The largest id may be answered (a quiz attempt scores an unknown question as wrong); the rest are refused.
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        if (res.statusCode >= 500 || (!refused && String(id) !== String(RECORD_ID_MAX)))
          failures.push(`${key} with ${JSON.stringify(id)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("a form field holding an id (the photo upload's folder_id) past the range is a 4xx, never a 5xx", async () => {
    const photo = await jpeg();
    const failures: string[] = [];
    for (const id of EDGE_IDS) {
      const form = multipart({ folder_id: id, title: 'Foto' }, [
        { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gallery/create-photos',
        headers: { ...t.editor, ...form.headers },
        payload: form.payload,
      });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`folder_id ${id} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
  });

  it('the description states the range, and every id it describes is swept here', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string; in: string; schema: unknown }[] }>>;
    }>();
    const idParameters = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => JSON.stringify(parameter.schema).includes(ID_PATTERN_IN_JSON));
    expect(idParameters.length).toBeGreaterThanOrEqual(20);
    for (const parameter of idParameters) {
      expect(parameter.in).toBe('path');
      expect(JSON.stringify(parameter.schema)).toContain(`"maximum":${RECORD_ID_MAX}`);
    }
    // Every operation whose JSON body holds an id is one JSON_BODIES sends ids in.
    const withBodyIds = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.requestBody ?? {}).includes(ID_PATTERN_IN_JSON))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const swept = [
      ...Object.keys(JSON_BODIES).filter((key) => JSON.stringify(JSON_BODIES[key]!('§')).includes('§')),
      'POST /api/gallery/create-photos',
    ];
    expect(withBodyIds.sort()).toEqual(swept.sort());
  });
});
