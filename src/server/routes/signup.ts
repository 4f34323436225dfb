import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { SIGNUP_MAILS_PER_DAY, SIGNUP_TTL_MS, SIGNUP_WELCOME_TTL_MS } from '../../shared/constants.js';
import { MSG } from '../../shared/messages.js';
import { ROUTES } from '../../shared/routes.js';
import { errorReply } from '../../shared/schemas/common.js';
import {
  SIGNUP_MSG,
  signupBody,
  signupConfirmBody,
  signupConfirmReply,
  signupReply,
  signupWelcomeBody,
  signupWelcomeReply,
  slugCheckQuery,
  slugCheckReply,
} from '../../shared/schemas/signup.js';
import { SIGNUP_CONFIRM_PARAM, SIGNUP_WELCOME_PARAM } from '../../shared/signup-link.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError, notFound } from '../lib/errors.js';
import { retryLaterReply } from '../lib/retry-later.js';
import { attemptWithinLimits, clientKey, LIMITS } from '../services/auth/attempt-limiter.js';
import { allowAnyone, requireCsrfHeader } from '../services/auth/guards.js';
import { startSession, tokenForReply } from '../services/auth/sessions.js';
import { hashToken, newToken } from '../services/auth/tokens.js';
import { signupMail } from '../services/mail/signup-mail.js';
import { ensureDefaultTrack } from '../services/music/default-track.js';
import { giftOrigin, mailOrigin } from '../services/site/gift-url.js';

// Sign-up (decisions 061, 078, docs/product.md 'Buat Kado'): with SIGNUP=open a visitor makes a gift on the console
// host. The sign-up is kept a day and mailed a one-use link; it holds no address and no password. Confirming, the link's
// holder chooses the password: the gift is made, private with its share link, if its address and email are still free,
// and a one-use code goes to the gift's own host, where the giver is signed in.

const DAY_MS = 24 * 60 * 60 * 1000;

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const signups = ctx.signups;

  /** Sign-up is the console host's, and only with SIGNUP=open: anywhere else these calls do not exist. */
  const ensureOpen = (request: FastifyRequest) => {
    if (!ctx.config.signupOpen || !request.consoleHost) throw notFound(MSG.routeNotFound);
  };
  /** The mail's addresses, from configuration alone (decision 077): the console's, and the gift's it would make. */
  const consoleOrigin = mailOrigin(ctx.config, null);
  const addressOf = (slug: string) => mailOrigin(ctx.config, slug).replace(/^https?:\/\//, '');

  /**
   * Whether the form's address is free now: no gift's (sign-ups hold none). Every check of a client counts (decision
   * 078), so the gifts' addresses are not listed in bulk; the slug rules' refusals are the usual 422 with field errors.
   */
  app.get(
    '/api/signup/slug',
    {
      onRequest: allowAnyone,
      schema: { querystring: slugCheckQuery, response: { 200: slugCheckReply, '4xx': errorReply, 429: retryLaterReply } },
    },
    async (request) => {
      ensureOpen(request);
      const { slug } = request.query;
      let taken = false;
      await attemptWithinLimits(ctx.consoleAttempts, [[LIMITS.slugCheckClient, `slug-check|${clientKey(request.ip)}`]], async () => {
        taken = (await ctx.sites.findBySlug(slug)) !== undefined;
        return undefined;
      });
      return { success: true as const, message: taken ? MSG.slugTaken : SIGNUP_MSG.slugFree, data: { available: !taken } };
    },
  );

  /** Always 202 with the same words: whether the email or the address is known is told only in the mailbox. */
  app.post(
    '/api/signup',
    {
      onRequest: requireCsrfHeader,
      schema: { body: signupBody, response: { 202: signupReply, '4xx': errorReply, 429: retryLaterReply } },
    },
    async (request, reply) => {
      ensureOpen(request);
      // Every sign-up of a client counts, whatever it names: a stranger cannot mail people or hold addresses in bulk.
      await attemptWithinLimits(ctx.consoleAttempts, [[LIMITS.signupClient, `signup|${clientKey(request.ip)}`]], async () => {
        const { email, slug, language } = request.body;
        const now = Date.now();
        if ((await signups.countForEmailSince(email, now - DAY_MS)) >= SIGNUP_MAILS_PER_DAY) return undefined;
        const known = await ctx.sites.emailInUse(email);
        // Only a gift takes an address: a sign-up nobody confirmed holds none.
        const taken = !known && (await ctx.sites.findBySlug(slug)) !== undefined;
        const { token, hash } = newToken();
        // A sign-up that cannot be confirmed is kept used: it counts the mails to its address.
        await signups.create(
          {
            email,
            slug,
            language,
            tokenHash: hash,
            expiresAt: now + SIGNUP_TTL_MS,
            ...((known || taken) && { usedAt: now }),
          },
          now,
        );
        const link = `${consoleOrigin}/?${SIGNUP_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
        const mail = signupMail(language, known ? 'known' : taken ? 'taken' : 'confirm', addressOf(slug), link);
        await ctx.mail.enqueue({ siteId: null, to: email, ...mail });
        return undefined;
      });
      return reply.code(202).send({ success: true as const, message: SIGNUP_MSG.checkMail });
    },
  );

  /**
   * The mailed link, with the password its holder chooses: the gift is made, and the reply names its hub
   * with a one-use code for its own host.
   */
  app.post(
    '/api/signup/confirm',
    {
      onRequest: requireCsrfHeader,
      schema: {
        body: signupConfirmBody,
        response: { 200: signupConfirmReply, '4xx': errorReply, 410: errorReply, 429: retryLaterReply, 503: retryLaterReply },
      },
    },
    async (request) => {
      ensureOpen(request);
      let refusal: HttpError | undefined;
      // A wrong, used or expired link counts against the client like a wrong reset link.
      const made = await attemptWithinLimits(
        ctx.consoleAttempts,
        [[LIMITS.resetClient, `signup-confirm|${clientKey(request.ip)}`]],
        async () => {
          const now = Date.now();
          const row = await signups.findByTokenHash(hashToken(request.body.token));
          if (!row) refusal = new HttpError(422, SIGNUP_MSG.tokenInvalid, { token: [SIGNUP_MSG.tokenInvalid] });
          else if (row.used_at !== null) refusal = new HttpError(410, SIGNUP_MSG.tokenUsed);
          else if (row.expires_at <= now) refusal = new HttpError(410, SIGNUP_MSG.tokenExpired);
          if (!row || refusal) return undefined;
          // Through the process's bounded queue as a login's: 503 with Retry-After when it is full.
          return { row, now, passwordHash: await ctx.passwords.hash(request.body.password) };
        },
      );
      if (!made) throw refusal ?? new HttpError(410, SIGNUP_MSG.tokenUsed);
      const { row, now, passwordHash } = made;
      // Another sign-up with the same email or address, or an operator's gift, may have come first: said now, to the
      // mailbox's owner. Checked before, and read from the unique constraints when another confirmation raced this one.
      const conflict = async () => {
        if (await ctx.sites.emailInUse(row.email)) return new HttpError(409, SIGNUP_MSG.emailTaken);
        if (await ctx.sites.findBySlug(row.slug)) return new HttpError(409, MSG.slugTaken, { slug: [MSG.slugTaken] });
        return undefined;
      };
      const before = await conflict();
      if (before) throw before;
      const welcome = newToken();
      const siteId = await ctx.db
        .transaction()
        .execute(async (trx) => {
          if (!(await signups.use(row.id, now, { hash: welcome.hash, expiresAt: now + SIGNUP_WELCOME_TTL_MS }, trx))) return undefined;
          const language = row.language === 'en' ? 'en' : 'id';
          const id = await ctx.sites.create({ slug: row.slug, isPrivate: true, language }, trx);
          await ctx.sites.markSignedUp(id, ctx.config.signupQuotaMb, trx);
          await ctx.scope.run(id, () => ctx.repos.users.create({ name: 'Editor', email: row.email, password_hash: passwordHash }, trx));
          return id;
        })
        .catch(async (error: unknown) => {
          throw (isUniqueViolation(error) && (await conflict())) || error;
        });
      if (siteId === undefined) throw new HttpError(410, SIGNUP_MSG.tokenUsed);
      await ctx.scope.run(siteId, () => ensureDefaultTrack(ctx));
      const hub = `${giftOrigin(ctx.config, request, row.slug)}${ROUTES.editPages}`;
      const url = `${hub}?${SIGNUP_WELCOME_PARAM}=${encodeURIComponent(welcome.token)}`;
      return { success: true as const, message: SIGNUP_MSG.created, data: { slug: row.slug, url } };
    },
  );

  /** On the new gift's host: the confirmation's one-use code signs the giver in (valid 10 minutes). */
  app.post(
    '/api/signup/welcome',
    {
      onRequest: requireCsrfHeader,
      schema: { body: signupWelcomeBody, response: { 200: signupWelcomeReply, '4xx': errorReply, 410: errorReply, 429: retryLaterReply } },
    },
    async (request, reply) => {
      const site = request.site;
      if (!site?.slug || request.consoleHost) throw notFound(MSG.routeNotFound);
      const user = await attemptWithinLimits(ctx.repos.authLimits, [[LIMITS.resetClient, clientKey(request.ip)]], async () => {
        const email = await signups.takeWelcome(hashToken(request.body.code), site.slug ?? '', Date.now());
        return email === undefined ? undefined : ctx.repos.users.findByEmail(email);
      });
      if (!user) throw new HttpError(410, SIGNUP_MSG.welcomeInvalid);
      const token = await startSession(ctx, reply, 'editor', user.id);
      return {
        success: true as const,
        message: SIGNUP_MSG.welcomed,
        ...tokenForReply(request, token),
        data: { id: user.id, name: user.name, email: user.email },
      };
    },
  );
};
