import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '../../shared/messages.js';
import { isAppRoute } from '../../shared/routes.js';
import { requestLanguage } from '../services/site/request-language.js';

/** The shell for a gift in English, beside index.html. */
export const ENGLISH_SHELL = 'index.en.html';

/**
 * Serves the built web app: hashed assets cached for a year, the shell (index.html) for every
 * route of docs/product.md §2, JSON 404s under /api and /storage.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = webDir !== undefined && fs.existsSync(`${webDir}/index.html`);
  // An English gift's shell: lang="en" and the loading screen's words (the build writes it, decision 032).
  const hasEnglishShell = hasWeb && fs.existsSync(`${webDir}/${ENGLISH_SHELL}`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/storage/');
    if (!hasWeb || !wantsPage) {
      return reply.code(404).send({ success: false, message: MSG.routeNotFound });
    }
    // The console's language follows Accept-Language (services/site/request-language.ts): caches must key on it.
    if (request.consoleHost) void reply.header('vary', 'accept-language');
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(requestLanguage(request) === 'en' && hasEnglishShell ? ENGLISH_SHELL : 'index.html');
  });
}
