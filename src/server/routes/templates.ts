import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../shared/schemas/common.js';
import { templateApplyBody, templateApplyReply, templatesReply } from '../../shared/schemas/templates.js';
import { OCCASION_KEYS, occasionOf } from '../../shared/occasions/index.js';
import { TEMPLATES_MSG } from '../../shared/messages/templates.js';
import { requireEditor } from '../services/auth/guards.js';

/**
 * Occasions (docs/product.md §27, decision 063), the giver's alone: the list in the gift's language with the one last
 * applied, and applying one over the texts the giver has not written yet (repositories/occasion-repository.ts).
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { occasions, settings } = ctx.repos;

  app.get('/api/templates', { onRequest: requireEditor, schema: { response: { 200: templatesReply, '4xx': errorReply } } }, async () => {
    const [{ language }, current] = await Promise.all([settings.get(), occasions.current()]);
    const templates = OCCASION_KEYS.map((key) => {
      const o = occasionOf(key, language);
      // The prompts the builder shows beside the letter and the menu's pages (docs/product.md §28): ideas, never written alone.
      return {
        key,
        name: o.name,
        description: o.description,
        letterPrompts: [...o.letterPrompts],
        loveMomentPrompts: [...o.loveMomentPrompts],
        planIdeas: [...o.planIdeas],
        crosswordIdeas: o.crosswordIdeas.map(({ word, clue }) => ({ word, clue })),
      };
    });
    return { success: true as const, data: { current, templates } };
  });

  app.post(
    '/api/templates/apply',
    { onRequest: requireEditor, schema: { body: templateApplyBody, response: { 200: templateApplyReply, '4xx': errorReply } } },
    async (request) => {
      const { template } = request.body;
      const applied = await ctx.db.transaction().execute((trx) => occasions.apply(template, trx));
      return { success: true as const, message: TEMPLATES_MSG.applied, data: { current: template, applied } };
    },
  );
};
