import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './lib/config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { withBootLock } from './db/boot-lock.js';
import { bootWhenDatabaseAnswers } from './db/boot-wait.js';
import type { Say } from './db/postgres-pool.js';
import { databaseUnavailable } from './db/unavailable.js';
import { seedIfEmpty } from './db/seed.js';
import { createContext } from './context.js';
import type { ANONYMOUS } from './services/auth/sessions.js';
import { ensureEditor, type EditorSetup } from './services/auth/editor-account.js';
import { startHousekeeping } from './services/auth/housekeeping.js';
import { installReadCache } from './http/read-cache.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerWeb } from './http/web.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { earlyErrorOptions } from './http/early-errors.js';
import { installInputGuards } from './http/input-guards.js';
import { installRequestTargetGuard, rewriteRequestTarget } from './http/request-target.js';
import { batchedStdout, lazyChildLogger, OneLineRequestLog } from './http/request-log.js';
import { CONNECTION_LIMITS, installSlowClientGuards, timeoutOptions } from './http/slow-clients.js';
import { installStalledReaderGuard } from './http/stalled-readers.js';
import { ensureDefaultTrack } from './services/music/default-track.js';
import { ensureVoiceNoteDurations } from './services/love-moment/voice-note-durations.js';
import { startOrphanSweep } from './services/uploads/orphan-sweep.js';
import { authRoutes } from './routes/auth.js';
import { openingRoutes } from './routes/opening.js';
import { featuresRoutes } from './routes/features.js';
import { daysOfLoveRoutes } from './routes/days-of-love.js';
import { milestoneRoutes } from './routes/milestones.js';
import { dateInputRoutes } from './routes/date-input.js';
import { storageRoutes } from './routes/storage.js';
import { galleryRoutes } from './routes/gallery.js';
import { musicRoutes } from './routes/music.js';
import { todoRoutes } from './routes/todos.js';
import { quizRoutes } from './routes/quiz.js';
import { crosswordRoutes } from './routes/crossword.js';
import { loveMomentRoutes } from './routes/love-moment.js';
import { heartMomentRoutes } from './routes/heart-moments.js';
import { loveTypingRoutes } from './routes/love-typing.js';
import { videoGiftRoutes } from './routes/video-gift.js';
import { couponRoutes } from './routes/coupon.js';
import { shareRoutes } from './routes/share.js';
import { webManifestRoutes } from './routes/web-manifest.js';
import { archiveRoutes } from './routes/archive.js';
import { settingsRoutes } from './routes/settings.js';
import { usageRoutes } from './routes/usage.js';
import { revealRoutes } from './routes/reveal.js';
import { activityRoutes } from './routes/activity.js';
import { replyRoutes } from './routes/replies.js';
import { wishRoutes } from './routes/wishes.js';
import { readinessRoutes } from './routes/readiness.js';
import { templateRoutes } from './routes/templates.js';
import { operatorRoutes } from './routes/operator.js';
import { passwordRoutes } from './routes/password.js';
import { startMailer } from './services/mail/mailer.js';
import { signupRoutes } from './routes/signup.js';
import { notificationRoutes } from './routes/notifications.js';
import { startNotifier } from './services/notify/notifier.js';
import { giftRequestHook } from './http/gift-host.js';
import { installReplyMessages } from './http/reply-messages.js';
import type { NO_OPERATOR } from './services/operator/operator-auth.js';
import { mainGiftRoutes } from './routes/main-gift.js';
import { registerOperations } from './http/health.js';
import { serviceFiguresRepository } from './repositories/service-figures-repository.js';
import { installStoppingReplies, Lifecycle, stopGracefully, type StopOutcome } from './http/lifecycle.js';
import { installRequestIdHeader, requestId } from './http/request-id.js';
import { openApiRoutes } from './routes/openapi.js';
import { registerApiDescription } from './services/openapi/api-description.js';
import { fastifyTrustProxy, installUntrustedFrontWatch } from './http/trusted-fronts.js';
import { AllowedMethods } from './http/allowed-methods.js';

interface BuiltApp {
  app: FastifyInstance;
  /** What happened to the editor account at start (a generated password is printed once by main); none with many gifts. */
  editor: EditorSetup | undefined;
  /**
   * Answers /readyz 503 while still serving for `drainMs` (none unless given), then stops taking connections, lets
   * requests in flight finish (up to `graceMs`, STOP_GRACE_SECONDS unless given), then closes (decisions 038, 075).
   */
  stop(graceMs?: number, drainMs?: number): Promise<StopOutcome>;
  /** Many gifts: the data holds a gift made in one-gift mode, which no host serves (main says so at start). */
  keptSingleGift: boolean;
}

/** Builds the whole server (database migrated and seeded, routes registered); never listens. */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  // What happens to the database's connections: plain lines while starting, the log's once serving.
  let sayDatabase: Say = (line) => console.error(line);
  const { db, dialect } = openDatabase(config.dataDir, config.databaseUrl, { say: (line) => sayDatabase(line) });
  const manyGifts = config.baseDomain !== undefined;
  const ctx = createContext(config, db, dialect);
  // The boot lock may wait for another process's start, a migration may take long: both on connections of their own
  // without the serving pool's time limits, closed once started.
  const boot = dialect === 'postgres' ? openDatabase(config.dataDir, config.databaseUrl, { timed: false, say: () => {} }).db : db;
  // Processes sharing one database boot one at a time (decision 024); a database that does not answer yet is waited for.
  const editor = await bootWhenDatabaseAnswers(config.databaseUrl, sayDatabase, () =>
    withBootLock(boot, dialect, async () => {
      await migrateToLatest(boot, dialect);
      // Many gifts: the operator creates each gift (seeded then); boot only mends every gift's music and
      // measures voice notes saved before their length was kept (migration 023).
      if (!manyGifts) await seedIfEmpty(db);
      await ctx.media.init();
      const setup = manyGifts ? undefined : await ensureEditor(ctx);
      const mend = async () => {
        await ensureDefaultTrack(ctx);
        await ensureVoiceNoteDurations(ctx);
      };
      if (manyGifts) {
        for (const gift of await ctx.sites.list()) await ctx.scope.run(gift.id, mend);
      } else {
        await mend();
      }
      return setup;
    }),
  )
    .catch(async (error: unknown) => {
      // A start that cannot go on (a refused database, a schema it cannot run on) leaves no connection open.
      await db.destroy();
      throw error;
    })
    .finally(async () => {
      if (boot !== db) await boot.destroy();
    });
  // A background task's failure is logged, unless it is the database not answering: its pool says that once per outage,
  // where every task's every round would repeat it.
  const logFailure = (what: string) => (error: unknown) => {
    if (!databaseUnavailable(error)) app.log.error({ err: error }, what);
  };
  const housekeeping = await startHousekeeping(ctx, logFailure('session purge failed'));

  const limits = { ...CONNECTION_LIMITS, ...config.connectionLimits };
  const logSink = config.logSink ?? batchedStdout();
  const app = Fastify({
    // One line per request into a batched stdout, children made only when used (decision 021, request-log.ts).
    // LOG_REQUESTS=false keeps warnings, errors and 5xx replies, each with its request id.
    logger: { level: config.logger ? 'info' : 'warn', stream: logSink },
    logController: new OneLineRequestLog(logSink, config.logger),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 1024 * 1024,
    // The front's X-Request-Id when it is a plain token, else a fresh one; sent back on every reply.
    requestIdHeader: false,
    genReqId: requestId,
    // While stopping, requests still arriving on open connections are served, not refused.
    return503OnClosing: false,
    // TRUST_PROXY: whose X-Forwarded-For names the client (request.ip, the attempt limits; decision 050); none by default.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...timeoutOptions(limits),
    ...earlyErrorOptions(limits.lingerMs, config.hsts),
    // Every layer reads one canonical path and host (decision 035): rewritten before routing.
    rewriteUrl: rewriteRequestTarget,
  });
  sayDatabase = (line) => app.log.warn(line);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const lifecycle = new Lifecycle();
  installRequestIdHeader(app);
  installStoppingReplies(app, lifecycle);
  // First of all hooks: a target with no single meaning is a 400 before anything reads it.
  installRequestTargetGuard(app);
  // Many clients' X-Forwarded-For through a front TRUST_PROXY does not name: said once on standard error.
  installUntrustedFrontWatch(app);
  // Cookies are parsed in the cookie plugin's own onRequest hook, so it must come before ours.
  await app.register(fastifyCookie);
  app.decorateRequest('auth', null as unknown as typeof ANONYMOUS);
  app.decorateRequest('site', null);
  app.decorateRequest('consoleHost', false);
  app.decorateRequest('operator', null as unknown as typeof NO_OPERATOR);
  // The request's gift and who asks (decisions 018, 021): one query, then the gift is entered so every
  // repository reads it. Entered again before validation and the handler: body parsing can resume
  // outside the request's context. One gift has a fixed id and enters nothing.
  app.addHook('onRequest', giftRequestHook(ctx));
  if (manyGifts) {
    app.addHook('onRequest', ctx.scope.enterHook);
    app.addHook('preValidation', ctx.scope.enterHook);
    app.addHook('preHandler', ctx.scope.enterHook);
  }
  // After the gift and its sessions are known: writes empty it, marked reads are answered from it.
  installReadCache(app, ctx.readCache);
  // Messages rendered from their codes in the request's language.
  installReplyMessages(app);
  installSecurityHeaders(app, { hsts: config.hsts });
  installSlowClientGuards(app, limits, config.hsts);
  installStalledReaderGuard(app, limits);
  installInputGuards(app);
  const orphanSweep = startOrphanSweep(ctx, app.log);
  // After the migrations: mail an earlier process left waiting is sent now.
  ctx.mail = startMailer(config, ctx.mailOutbox, app.log, config.logSink ? (line) => app.log.warn(line) : undefined);
  // Events folded into a later mail are sent once their window is over, by whichever process sees them.
  ctx.notifier = startNotifier(ctx, logFailure('notifications failed'));
  app.addHook('onClose', async () => {
    housekeeping.stop();
    ctx.notifier.stop();
    await ctx.mail.stop();
    await orphanSweep.stop();
    await ctx.media.close();
    await db.destroy();
  });
  installErrorHandler(app);
  // Every route's methods, for the 405's Allow: collected before the first route is registered.
  const allowed = new AllowedMethods();
  allowed.install(app);
  // The API description collects every route registered after it, the operations endpoints first.
  await registerApiDescription(app);
  // /healthz, /readyz, /metrics: registered before the others so the metrics hook sees every route.
  registerOperations(app, ctx, lifecycle);
  // Every route, its guard and its schema: a test proves no write is left unguarded (roles.test.ts), and
  // another holds the API description to it (decision 025).
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const hooks = [route.onRequest ?? []].flat();
    ctx.routeTable.push({ method: String(route.method), url: route.url, guards: hooks.map((h) => h.name), schema: route.schema });
  });

  await app.register(fastifyMultipart);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(openingRoutes);
  await app.register(featuresRoutes);
  await app.register(daysOfLoveRoutes);
  await app.register(milestoneRoutes);
  await app.register(dateInputRoutes);
  await app.register(storageRoutes);
  await app.register(galleryRoutes);
  await app.register(musicRoutes);
  await app.register(todoRoutes);
  await app.register(quizRoutes);
  await app.register(crosswordRoutes);
  await app.register(loveMomentRoutes);
  await app.register(heartMomentRoutes);
  await app.register(loveTypingRoutes);
  await app.register(videoGiftRoutes);
  await app.register(couponRoutes);
  await app.register(shareRoutes);
  await app.register(webManifestRoutes);
  await app.register(archiveRoutes);
  await app.register(settingsRoutes);
  await app.register(usageRoutes);
  await app.register(revealRoutes);
  await app.register(activityRoutes);
  await app.register(replyRoutes);
  await app.register(wishRoutes);
  await app.register(readinessRoutes);
  await app.register(templateRoutes);
  await app.register(notificationRoutes);
  if (manyGifts) await app.register(operatorRoutes);
  // Described on every service; they answer only with SIGNUP=open.
  if (manyGifts) await app.register(signupRoutes);
  await app.register(mainGiftRoutes);
  // Last of the API: it describes every route registered before it, once the app is ready.
  await app.register(openApiRoutes);
  await registerWeb(app, config.webDir, allowed);
  const keptSingleGift = manyGifts && (await serviceFiguresRepository(db).withoutSlug()) > 0;
  return {
    app,
    editor,
    stop: (graceMs = config.stopGraceMs, drainMs = 0) => stopGracefully(app, lifecycle, { drainMs, graceMs }),
    keptSingleGift,
  };
}
