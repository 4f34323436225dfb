import type { Db, Trx } from '../db/database.js';
import { demoContent } from '../../shared/demo-content.js';
import { isOccasionKey, occasionOf, type OccasionKey } from '../../shared/occasions/index.js';
import type { AppliedText } from '../../shared/schemas/templates.js';
import { coupon as couponSchema, type Coupon } from '../../shared/schemas/coupon.js';
import { unwritten } from '../db/unwritten.js';

/**
 * Occasions (docs/product.md §27, decision 063): the one the giver last applied (sites.occasion, migration 028), and
 * applying one. An occasion writes its words, in the gift's language, only over texts the giver has not written
 * (db/unwritten.ts); what the giver wrote stays word for word.
 */
export function occasionRepository(db: Db, siteId: () => number) {
  return {
    async current(trx?: Trx): Promise<OccasionKey | null> {
      const row = await (trx ?? db).selectFrom('sites').select('occasion').where('id', '=', siteId()).executeTakeFirst();
      return isOccasionKey(row?.occasion) ? row.occasion : null;
    },

    /** Writes the occasion over the texts not yet written and keeps it as the current one; returns the texts it changed. */
    apply: (key: OccasionKey, trx: Trx) => applyOccasion(trx, siteId(), key),
  };
}

/**
 * An occasion in the gift's language over the texts the giver has not written yet. Also run when the
 * gift's language changes, so the current occasion's words follow it (repositories/settings-repository.ts).
 */
export async function applyOccasion(trx: Trx, id: number, key: OccasionKey): Promise<AppliedText[]> {
  const site = await trx.selectFrom('sites').select(['language', 'coupon_json']).where('id', '=', id).executeTakeFirstOrThrow();
  const occasion = occasionOf(key, site.language);
  const applied: AppliedText[] = [];

  const opening = await trx.selectFrom('openings').select(['id', 'title']).where('site_id', '=', id).orderBy('id').executeTakeFirst();
  if (opening && unwritten.openingTitle(opening.title) && opening.title !== occasion.openingTitle) {
    await trx.updateTable('openings').set({ title: occasion.openingTitle }).where('id', '=', opening.id).execute();
    applied.push('opening-title');
  }
  const pin = await trx.selectFrom('date_inputs').select(['id', 'title']).where('site_id', '=', id).orderBy('id').executeTakeFirst();
  if (pin && unwritten.dateInputTitle(pin.title) && pin.title !== occasion.dateInputTitle) {
    await trx.updateTable('date_inputs').set({ title: occasion.dateInputTitle }).where('id', '=', pin.id).execute();
    applied.push('pin-title');
  }
  const menu = await trx.selectFrom('feature_configs').select(['id', 'title']).where('site_id', '=', id).orderBy('id').executeTakeFirst();
  if (menu && unwritten.featuresTitle(menu.title) && menu.title !== occasion.featuresTitle) {
    await trx.updateTable('feature_configs').set({ title: occasion.featuresTitle }).where('id', '=', menu.id).execute();
    applied.push('menu-title');
  }
  if (await applyLetter(trx, id, occasion.letter)) applied.push('letter');
  if (await applyCoupon(trx, id, site, occasion.coupon)) applied.push('coupon');
  if (await applyQuiz(trx, id, occasion.quiz)) applied.push('quiz');

  await trx.updateTable('sites').set({ occasion: key }).where('id', '=', id).execute();
  return applied;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The letter is one text: a saved letter as a demo or an occasion wrote it, or none saved yet (the demo's shows). */
async function applyLetter(trx: Trx, siteId: number, letter: readonly string[]): Promise<boolean> {
  const row = await trx.selectFrom('love_typing').select(['id', 'paragraphs']).where('site_id', '=', siteId).executeTakeFirst();
  const json = JSON.stringify(letter);
  if (!row) {
    await trx.insertInto('love_typing').values({ site_id: siteId, paragraphs: json, music_path: null }).execute();
    return true;
  }
  let saved: unknown;
  try {
    saved = JSON.parse(row.paragraphs);
  } catch {
    return false;
  }
  if (!Array.isArray(saved) || !saved.every((p): p is string => typeof p === 'string')) return false;
  if (!unwritten.letter(saved) || sameList(saved, letter)) return false;
  await trx.updateTable('love_typing').set({ paragraphs: json }).where('id', '=', row.id).execute();
  return true;
}

/** The coupon's words one by one: the giver's number, code and image always stay, and so does any word they wrote. */
async function applyCoupon(
  trx: Trx,
  siteId: number,
  site: { language: string; coupon_json: string | null },
  words: ReturnType<typeof occasionOf>['coupon'],
): Promise<boolean> {
  let saved: Coupon = demoContent(site.language).coupon;
  if (site.coupon_json) {
    let parsed;
    try {
      parsed = couponSchema.safeParse(JSON.parse(site.coupon_json));
    } catch {
      return false;
    }
    if (!parsed.success) return false;
    saved = parsed.data;
  }
  const pick = (value: string, isUnwritten: (text: string) => boolean, next: string) => (isUnwritten(value) ? next : value);
  const check = unwritten.coupon;
  const next: Coupon = {
    ...saved,
    couponName: pick(saved.couponName, check.couponName, words.couponName),
    couponDescription: pick(saved.couponDescription, check.couponDescription, words.couponDescription),
    messages: {
      title: pick(saved.messages.title, check.title, words.messages.title),
      intro: pick(saved.messages.intro, check.intro, words.messages.intro),
      additional: pick(saved.messages.additional, check.additional, words.messages.additional),
    },
    buttonText: pick(saved.buttonText, check.buttonText, words.buttonText),
  };
  if (JSON.stringify(next) === JSON.stringify(saved)) return false;
  await trx
    .updateTable('sites')
    .set({ coupon_json: JSON.stringify(next) })
    .where('id', '=', siteId)
    .execute();
  return true;
}

/**
 * The quiz: questions still whole as a demo or an occasion wrote them are replaced, one for one, by the
 * occasion's. When every question is such, the quiz becomes exactly the occasion's (more questions or fewer). A quiz
 * with none gets none: adding one would put the Main Gift behind a question the giver never chose (decision 017).
 */
async function applyQuiz(trx: Trx, siteId: number, questions: ReturnType<typeof occasionOf>['quiz']): Promise<boolean> {
  const rows = await trx
    .selectFrom('quiz_questions')
    .select(['id', 'question', 'answer'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return false;
  const options = await trx
    .selectFrom('quiz_options')
    .select(['question_id', 'option_text'])
    .where(
      'question_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const stored = rows.map((row) => ({
    ...row,
    options: options.filter((option) => option.question_id === row.id).map((option) => option.option_text),
  }));
  const untouched = stored.filter((question) => unwritten.question(question));
  const whole = untouched.length === stored.length;
  let changed = false;
  const count = whole ? Math.max(untouched.length, questions.length) : Math.min(untouched.length, questions.length);
  for (let i = 0; i < count; i++) {
    const old = untouched[i];
    const next = questions[i];
    if (old && next) {
      if (old.question === next.question && old.answer === next.answer && sameList(old.options, next.options)) continue;
      await trx.updateTable('quiz_questions').set({ question: next.question, answer: next.answer }).where('id', '=', old.id).execute();
      await trx.deleteFrom('quiz_options').where('question_id', '=', old.id).execute();
      await trx
        .insertInto('quiz_options')
        .values(next.options.map((option_text) => ({ question_id: old.id, option_text })))
        .execute();
    } else if (old) {
      await trx.deleteFrom('quiz_options').where('question_id', '=', old.id).execute();
      await trx.deleteFrom('quiz_questions').where('id', '=', old.id).execute();
    } else if (next) {
      const created = await trx
        .insertInto('quiz_questions')
        .values({ site_id: siteId, question: next.question, answer: next.answer, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('quiz_options')
        .values(next.options.map((option_text) => ({ question_id: created.id, option_text })))
        .execute();
    }
    changed = true;
  }
  return changed;
}
