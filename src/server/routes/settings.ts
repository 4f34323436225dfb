import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { settingsBody, settingsReply, settingsSaveReply } from '../../shared/schemas/settings.js';
import { SETTINGS_MSG } from '../../shared/messages/settings.js';
import { allowAnyone, requireEditor } from '../services/auth/guards.js';

/**
 * The gift's settings (decision 078). Anyone who may reach the gift reads its language and theme (the pages
 * are served in them anyway); the footsteps and mail switches are the giver's alone. Only the giver changes them: any
 * subset, the rest stays. A new language switches the demo content they have not changed (db/demo-language.ts).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { settings } = ctx.repos;

  app.get('/api/settings', { onRequest: allowAnyone, schema: { response: { 200: settingsReply, '4xx': errorReply } } }, async (request) => {
    const all = await settings.get();
    if (request.auth.role === 'editor') return { success: true as const, data: all };
    const { language, theme, themes } = all;
    return { success: true as const, data: { language, theme, themes } };
  });

  app.put(
    '/api/settings',
    { onRequest: requireEditor, schema: { body: settingsBody, response: { 200: settingsSaveReply, '4xx': errorReply } } },
    async (request) => {
      // The demo content the giver has not changed switches with it, in the same transaction.
      await ctx.db.transaction().execute((trx) => settings.save(request.body, trx));
      // This reply already speaks the new language (http/reply-messages.ts reads the request's gift).
      if (request.site && request.body.language) request.site.language = request.body.language;
      return { success: true as const, message: SETTINGS_MSG.saved, data: await settings.get() };
    },
  );
};
