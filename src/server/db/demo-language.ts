import { demoContent, type DemoContent } from '../../shared/demo-content.js';
import type { Language } from '../../shared/languages.js';
import { coupon, type Coupon } from '../../shared/schemas/coupon.js';
import type { Trx } from './database.js';

/**
 * Switching a gift's language (decision 032) rewrites the demo content the giver has not touched: each
 * seeded or saved text still exactly equal to the old language's demo value becomes the new language's.
 * Anything the giver wrote stays, word for word. The quiz's seeded question is switched only whole (its
 * question, answer and options all untouched): half a translated question could name an answer that is
 * no longer among its options. Runs in the caller's transaction, with the language's own update.
 */
export async function switchDemoLanguage(trx: Trx, siteId: number, from: Language, to: Language): Promise<void> {
  if (from === to) return;
  const [old, next] = [demoContent(from), demoContent(to)];
  await rewrite(trx, 'openings', 'recipient_name', siteId, old.opening.recipient_name, next.opening.recipient_name);
  await rewrite(trx, 'openings', 'title', siteId, old.opening.title, next.opening.title);
  await rewrite(trx, 'feature_configs', 'title', siteId, old.featuresTitle, next.featuresTitle);
  await rewrite(trx, 'date_inputs', 'title', siteId, old.dateInputTitle, next.dateInputTitle);
  await switchQuiz(trx, siteId, old.quiz, next.quiz);
  await switchCoupon(trx, siteId, old.coupon, next.coupon);
  await switchLetter(trx, siteId, old.letter, next.letter);
}

type TitledTable = 'openings' | 'feature_configs' | 'date_inputs';

async function rewrite(trx: Trx, table: TitledTable, column: 'title' | 'recipient_name', siteId: number, from: string, to: string) {
  if (from === to) return;
  // Kysely cannot tie a column to a union of tables; each of these has the column named.
  await trx
    .updateTable(table as 'openings')
    .set({ [column]: to })
    .where('site_id', '=', siteId)
    .where(column as 'title', '=', from)
    .execute();
}

async function switchQuiz(trx: Trx, siteId: number, from: DemoContent['quiz'], to: DemoContent['quiz']) {
  const questions = await trx
    .selectFrom('quiz_questions')
    .select('id')
    .where('site_id', '=', siteId)
    .where('question', '=', from.question)
    .where('answer', '=', from.answer)
    .execute();
  for (const { id } of questions) {
    const options = await trx
      .selectFrom('quiz_options')
      .select(['id', 'option_text'])
      .where('question_id', '=', id)
      .orderBy('id')
      .execute();
    const untouched = options.length === from.options.length && options.every((option, i) => option.option_text === from.options[i]);
    if (!untouched || options.length !== to.options.length) continue;
    await trx.updateTable('quiz_questions').set({ question: to.question, answer: to.answer }).where('id', '=', id).execute();
    for (const [i, option] of options.entries()) {
      if (option.option_text !== to.options[i]) {
        await trx.updateTable('quiz_options').set({ option_text: to.options[i]! }).where('id', '=', option.id).execute();
      }
    }
  }
}

/** A saved coupon (the giver set, say, only the WhatsApp number) keeps its own words and switches the demo's. */
async function switchCoupon(trx: Trx, siteId: number, from: Coupon, to: Coupon) {
  const site = await trx.selectFrom('sites').select('coupon_json').where('id', '=', siteId).executeTakeFirst();
  if (!site?.coupon_json) return; // Nothing saved: the defaults follow the language by themselves.
  let parsed;
  try {
    parsed = coupon.safeParse(JSON.parse(site.coupon_json));
  } catch {
    return;
  }
  if (!parsed.success) return;
  const saved = parsed.data;
  const pick = (value: string, demo: string, twin: string) => (value === demo ? twin : value);
  const switched: Coupon = {
    ...saved,
    couponName: pick(saved.couponName, from.couponName, to.couponName),
    couponDescription: pick(saved.couponDescription, from.couponDescription, to.couponDescription),
    messages: {
      title: pick(saved.messages.title, from.messages.title, to.messages.title),
      intro: pick(saved.messages.intro, from.messages.intro, to.messages.intro),
      additional: pick(saved.messages.additional, from.messages.additional, to.messages.additional),
    },
    buttonText: pick(saved.buttonText, from.buttonText, to.buttonText),
  };
  await trx
    .updateTable('sites')
    .set({ coupon_json: JSON.stringify(switched) })
    .where('id', '=', siteId)
    .execute();
}

/** A letter saved unchanged (the giver only added music) is the demo's letter: it switches whole. */
async function switchLetter(trx: Trx, siteId: number, from: readonly string[], to: readonly string[]) {
  const row = await trx.selectFrom('love_typing').select(['id', 'paragraphs']).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return; // Nothing saved: the default follows the language by itself.
  if (row.paragraphs !== JSON.stringify(from)) return;
  await trx
    .updateTable('love_typing')
    .set({ paragraphs: JSON.stringify(to) })
    .where('id', '=', row.id)
    .execute();
}
