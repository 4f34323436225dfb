import type { FastifyInstance } from 'fastify';
import { multipart } from './test-app.js';

// Momen Hati (docs/product.md §29, decision 086) as its tests write a moment: the form's fields and an optional photo.

/** POST /api/heart-moments (or, with `id`, its edit) as the form sends it: these fields, and `photo` as a JPEG. */
export function sendHeartMoment(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  photo?: Buffer,
  id?: number,
) {
  const form = multipart(fields, photo ? [{ field: 'photo', filename: 'm.jpg', contentType: 'image/jpeg', data: photo }] : []);
  const url = id === undefined ? '/api/heart-moments' : `/api/heart-moments/${id}`;
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
