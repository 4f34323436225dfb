import { demoContent } from '../../shared/demo-content.js';
import type { Language } from '../../shared/languages.js';
import type { Db, Trx } from './database.js';
import { newShareKey } from '../lib/share-key.js';
import { DEMO_PIN } from '../../shared/constants.js';

/** The one gift a single-gift deployment serves (decision 002; many gifts: decision 018). */
export const SITE_ID = 1;

// What is the same in every language; the words are in shared/demo-content.ts, one set per language.
const SEED = {
  siteTitle: 'Kado',
  selectedFeatures: JSON.stringify(['gift', 'gallery', 'todo', 'games', 'letter']),
  // The start of the relationship; deliberately not the PIN date, which only the editor may read.
  daysOfLove: { title: 'Days Of Loves', date_at: '2021-11-14' },
  selectedDate: DEMO_PIN,
} as const;

/** Fills a fresh database with a working demo gift; does nothing if the site exists. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('sites').select('id').where('id', '=', SITE_ID).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sites')
      .values({ id: SITE_ID, title: SEED.siteTitle, share_key: newShareKey(), created_at: new Date().toISOString() })
      .execute();
    await seedSite(trx, SITE_ID);
  });
  return true;
}

/**
 * The demo content of a new gift (its site row exists), in the gift's language: the single gift and each
 * operator-made gift.
 */
export async function seedSite(trx: Trx, siteId: number, language: Language = 'id'): Promise<void> {
  const demo = demoContent(language);
  await trx
    .insertInto('openings')
    .values({ site_id: siteId, ...demo.opening })
    .execute();
  await trx
    .insertInto('feature_configs')
    .values({ site_id: siteId, title: demo.featuresTitle, selected_features: SEED.selectedFeatures })
    .execute();
  await trx
    .insertInto('days_of_love')
    .values({ site_id: siteId, ...SEED.daysOfLove, created_at: new Date().toISOString() })
    .execute();
  await trx
    .insertInto('date_inputs')
    .values({ site_id: siteId, title: demo.dateInputTitle, selected_date: SEED.selectedDate, photo_path: null })
    .execute();
  const question = await trx
    .insertInto('quiz_questions')
    .values({
      site_id: siteId,
      question: demo.quiz.question,
      answer: demo.quiz.answer,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('quiz_options')
    .values(demo.quiz.options.map((option_text) => ({ question_id: question.id, option_text })))
    .execute();
}

/** The seed's site title. */
export const SEED_SITE_TITLE = SEED.siteTitle;
