import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';
import { findBadText, refuseBadText } from '../lib/bad-text.js';

// The edge of the text rules of bad-text.ts (decision 015): path parameters, query strings and JSON
// bodies are checked before validation, multipart text fields as they are read (multipart.ts).

export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // A path parameter no record can have: as for any invalid one (decision 006).
    if (findBadText(request.params) !== undefined) return done(new HttpError(404, MSG.notFound));
    for (const part of [request.query, request.body]) {
      const field = findBadText(part);
      if (field !== undefined) return done(refuseBadText(field));
    }
    done();
  });
}
