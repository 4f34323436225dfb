import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';
import { createContext } from './context.js';
import { ANONYMOUS, resolveAuth } from './auth/sessions.js';
import { ensureEditor, type EditorSetup } from './auth/editor-account.js';
import { startHousekeeping } from './auth/housekeeping.js';
import { installErrorHandler } from './error-handler.js';
import { registerWeb } from './web.js';
import { installSecurityHeaders } from './security-headers.js';
import { earlyErrorOptions } from './early-errors.js';
import { installInputGuards } from './input-guards.js';
import { CONNECTION_LIMITS, installSlowClientGuards, timeoutOptions } from './slow-clients.js';
import { ensureDefaultTrack } from './boot/default-track.js';
import { startOrphanSweep } from './storage/orphan-sweep.js';
import { authRoutes } from './routes/auth.js';
import { openingRoutes } from './routes/opening.js';
import { featuresRoutes } from './routes/features.js';
import { daysOfLoveRoutes } from './routes/days-of-love.js';
import { dateInputRoutes } from './routes/date-input.js';
import { storageRoutes } from './routes/storage.js';
import { galleryRoutes } from './routes/gallery.js';
import { musicRoutes } from './routes/music.js';
import { todoRoutes } from './routes/todos.js';
import { quizRoutes } from './routes/quiz.js';
import { crosswordRoutes } from './routes/crossword.js';
import { loveMomentRoutes } from './routes/love-moment.js';
import { loveTypingRoutes } from './routes/love-typing.js';
import { videoGiftRoutes } from './routes/video-gift.js';
import { couponRoutes } from './routes/coupon.js';
import { shareRoutes } from './routes/share.js';
import { operatorRoutes } from './routes/operator.js';
import { privateGiftHook, resolveSiteHook } from './site/gift-host.js';
import { NO_OPERATOR, resolveOperator } from './operator/operator-auth.js';
import { mainGiftRoutes } from './routes/main-gift.js';

interface BuiltApp {
  app: FastifyInstance;
  /** What happened to the editor account at start (a generated password is printed once by main); none with many gifts. */
  editor: EditorSetup | undefined;
}

/** Builds the whole server (database migrated and seeded, routes registered); never listens. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const { db, dialect } = openDatabase(config.dataDir, config.databaseUrl);
  await migrateToLatest(db, dialect);
  const manyGifts = config.baseDomain !== undefined;
  // Many gifts: the operator creates each gift (seeded then); boot only mends every gift's music.
  if (!manyGifts) await seedIfEmpty(db);
  const ctx = createContext(config, db, dialect);
  await ctx.media.init();
  const editor = manyGifts ? undefined : await ensureEditor(ctx);
  if (manyGifts) {
    for (const gift of await ctx.sites.list()) await ctx.scope.run(gift.id, () => ensureDefaultTrack(ctx));
  } else {
    await ensureDefaultTrack(ctx);
  }
  const housekeeping = await startHousekeeping(ctx, (error) => app.log.error({ err: error }, 'session purge failed'));

  const limits = { ...CONNECTION_LIMITS, ...config.connectionLimits };
  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ...timeoutOptions(limits),
    ...earlyErrorOptions(limits.lingerMs),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // Cookies are parsed in the cookie plugin's own onRequest hook, so it must come before ours.
  await app.register(fastifyCookie);
  app.decorateRequest('auth', null as unknown as typeof ANONYMOUS);
  app.decorateRequest('site', null);
  app.decorateRequest('consoleHost', false);
  app.decorateRequest('operator', null as unknown as typeof NO_OPERATOR);
  // The request's gift (decision 018): found from the host, then entered so every repository reads it.
  // Entered again before validation and the handler: body parsing can resume outside the request's context.
  app.addHook('onRequest', resolveSiteHook(ctx));
  app.addHook('onRequest', ctx.scope.enterHook);
  app.addHook('preValidation', ctx.scope.enterHook);
  app.addHook('preHandler', ctx.scope.enterHook);
  app.addHook('onRequest', async (request) => {
    // A private gift's pages need to know the giver too (decision 018).
    const needsAuth = request.url.startsWith('/api/') || request.url.startsWith('/storage/') || request.site?.is_private === 1;
    request.auth = needsAuth && request.site ? await resolveAuth(ctx, request) : ANONYMOUS;
    request.operator = request.consoleHost ? await resolveOperator(ctx, request) : NO_OPERATOR;
  });
  app.addHook('onRequest', privateGiftHook(ctx));
  installSecurityHeaders(app);
  if (config.hsts) {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('strict-transport-security', 'max-age=31536000');
    });
  }
  installSlowClientGuards(app, limits);
  installInputGuards(app);
  const orphanSweep = startOrphanSweep(ctx, app.log);
  app.addHook('onClose', async () => {
    housekeeping.stop();
    await orphanSweep.stop();
    await db.destroy();
  });
  installErrorHandler(app);
  // Every route and its guard, so a test can prove no write is left unguarded (routes.test.ts).
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const hooks = [route.onRequest ?? []].flat();
    ctx.routeTable.push({ method: String(route.method), url: route.url, guards: hooks.map((h) => h.name) });
  });

  await app.register(fastifyMultipart);
  await app.register(authRoutes);
  await app.register(openingRoutes);
  await app.register(featuresRoutes);
  await app.register(daysOfLoveRoutes);
  await app.register(dateInputRoutes);
  await app.register(storageRoutes);
  await app.register(galleryRoutes);
  await app.register(musicRoutes);
  await app.register(todoRoutes);
  await app.register(quizRoutes);
  await app.register(crosswordRoutes);
  await app.register(loveMomentRoutes);
  await app.register(loveTypingRoutes);
  await app.register(videoGiftRoutes);
  await app.register(couponRoutes);
  await app.register(shareRoutes);
  if (manyGifts) await app.register(operatorRoutes);
  await app.register(mainGiftRoutes);
  await registerWeb(app, config.webDir);
  return { app, editor };
}
