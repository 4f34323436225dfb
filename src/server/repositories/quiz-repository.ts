import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { QuizInput, QuizQuestion } from '../../shared/schemas/quiz.js';

type QuestionRow = { id: number; question: string; answer: string };

/**
 * Questions belong to the site; options belong to a question, so every option query goes through a
 * question of this site. Options are listed in the order they were saved (their ids).
 */
export function quizRepository(db: Db, siteId: () => number) {
  const questionsOfSite = (q: Db) => q.selectFrom('quiz_questions').select('id').where('site_id', '=', siteId());

  async function withOptions(executor: Db, rows: QuestionRow[]): Promise<QuizQuestion[]> {
    if (rows.length === 0) return [];
    const options = await executor
      .selectFrom('quiz_options')
      .select(['id', 'question_id', 'option_text'])
      .where(
        'question_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      quiz_options: options.filter((o) => o.question_id === row.id).map((o) => ({ id: o.id, option: o.option_text })),
    }));
  }

  async function findWith(executor: Db, id: number): Promise<QuizQuestion | undefined> {
    const row = await executor
      .selectFrom('quiz_questions')
      .select(['id', 'question', 'answer'])
      .where('id', '=', id)
      .where('site_id', '=', siteId())
      .executeTakeFirst();
    return row && (await withOptions(executor, [row]))[0];
  }

  return {
    async list(trx?: Trx): Promise<QuizQuestion[]> {
      const q = trx ?? db;
      const rows = await q
        .selectFrom('quiz_questions')
        .select(['id', 'question', 'answer'])
        .where('site_id', '=', siteId())
        .orderBy('id')
        .execute();
      return withOptions(q, rows);
    },

    async find(id: number, trx?: Trx): Promise<QuizQuestion | undefined> {
      return findWith(trx ?? db, id);
    },

    async create(input: QuizInput, trx?: Trx): Promise<QuizQuestion> {
      return inTransaction(db, trx, async (trx) => {
        const { id } = await trx
          .insertInto('quiz_questions')
          .values({ site_id: siteId(), question: input.question, answer: input.answer, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('quiz_options')
          .values(input.options.map((option_text) => ({ question_id: id, option_text })))
          .execute();
        return (await findWith(trx, id))!;
      });
    },

    /** Replaces the question's text, answer and options in one transaction; undefined if it is not ours. */
    async replace(id: number, input: QuizInput, trx?: Trx): Promise<QuizQuestion | undefined> {
      return inTransaction(db, trx, async (trx) => {
        const updated = await trx
          .updateTable('quiz_questions')
          .set({ question: input.question, answer: input.answer })
          .where('id', '=', id)
          .where('site_id', '=', siteId())
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return undefined;
        await trx.deleteFrom('quiz_options').where('question_id', '=', id).execute();
        await trx
          .insertInto('quiz_options')
          .values(input.options.map((option_text) => ({ question_id: id, option_text })))
          .execute();
        return findWith(trx, id);
      });
    },

    /** Deletes a question and its options; true when it existed. */
    async removeQuestion(id: number, trx?: Trx): Promise<boolean> {
      return inTransaction(db, trx, async (trx) => {
        await trx.deleteFrom('quiz_options').where('question_id', 'in', questionsOfSite(trx).where('id', '=', id)).execute();
        const result = await trx.deleteFrom('quiz_questions').where('id', '=', id).where('site_id', '=', siteId()).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },

    /** Deletes one option of one of this site's questions; true when it existed. */
    async removeOption(id: number, trx?: Trx): Promise<boolean> {
      const q = trx ?? db;
      const result = await q
        .deleteFrom('quiz_options')
        .where('id', '=', id)
        .where('question_id', 'in', questionsOfSite(q))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
