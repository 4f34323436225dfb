import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allowAnyone } from '../services/auth/guards.js';
import { MAIL_KINDS, UNSUBSCRIBE_PATH, validUnsubscribeToken } from '../services/notify/notifier.js';
import { unsubscribePage } from '../services/notify/unsubscribe-page.js';
import { htmlPageReply } from '../services/openapi/openapi-document.js';

// The notifications' one-click unsubscribe (decision 061, RFC 8058): the mail's List-Unsubscribe address on the gift's
// host. A mail program POSTs it (List-Unsubscribe=One-Click) and the kind is off, without a login; a person opening it
// sees a page that asks first, so a scanner following links turns nothing off.

const unsubscribeQuery = z.object({
  kind: z
    .enum(MAIL_KINDS)
    .describe("Which mail to stop: the giver's opened, replies, wishes or moments, or the recipient's recipient_moments."),
  token: z.string().max(200).describe("The link's signature, as the mail gave it."),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // RFC 8058's POST is a form (application/x-www-form-urlencoded); its only field says what the address already says.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // The secret is read afresh: the request's cached gift may predate its first notification (decision 021).
  const valid = async (request: FastifyRequest, query: z.infer<typeof unsubscribeQuery>) => {
    const site = request.site && (await ctx.sites.findById(request.site.id));
    return !!site && validUnsubscribeToken(site.notify_key, site.id, query.kind, query.token, site.moments_mail_to);
  };
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  app.get(
    UNSUBSCRIBE_PATH,
    {
      onRequest: allowAnyone,
      schema: { querystring: unsubscribeQuery, response: { 200: htmlPageReply, 403: htmlPageReply } },
    },
    async (request, reply) => {
      const language = request.site?.language ?? 'id';
      if (!(await valid(request, request.query))) return page(reply, 403, unsubscribePage({ kind: null, step: 'invalid' }, language));
      return page(reply, 200, unsubscribePage({ kind: request.query.kind, step: 'ask', action: request.url }, language));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      onRequest: allowAnyone,
      schema: {
        querystring: unsubscribeQuery,
        body: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).optional(),
        response: { 200: htmlPageReply, 403: htmlPageReply },
      },
    },
    async (request, reply) => {
      const site = request.site;
      const language = site?.language ?? 'id';
      if (!site || !(await valid(request, request.query)))
        return page(reply, 403, unsubscribePage({ kind: null, step: 'invalid' }, language));
      await ctx.notifications.setSwitch(site.id, request.query.kind, false);
      await ctx.notifications.drop(site.id, request.query.kind);
      ctx.readCache.clear();
      return page(reply, 200, unsubscribePage({ kind: request.query.kind, step: 'done', action: request.url }, language));
    },
  );
};
