import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { QuizInput, QuizQuestion } from '../../shared/schemas/quiz.js';

type QuestionRow = { id: number; question: string; answer: string };

/** A question as stored: always with its answer (replies to a viewer leave it out). */
export type StoredQuizQuestion = QuizQuestion & { answer: string };

/**
 * Questions belong to the site; options belong to a question, so every option query goes through a
 * question of this site. Options are listed in the order they were saved (their ids).
 */
export function quizRepository(db: Db, siteId: () => number) {
  const questionsOfSite = (q: Db) => q.selectFrom('quiz_questions').select('id').where('site_id', '=', siteId());

  async function withOptions(executor: Db, rows: QuestionRow[]): Promise<StoredQuizQuestion[]> {
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

  async function findWith(executor: Db, id: number): Promise<StoredQuizQuestion | undefined> {
    const row = await executor
      .selectFrom('quiz_questions')
      .select(['id', 'question', 'answer'])
      .where('id', '=', id)
      .where('site_id', '=', siteId())
      .executeTakeFirst();
    return row && (await withOptions(executor, [row]))[0];
  }

  return {
    async list(trx?: Trx): Promise<StoredQuizQuestion[]> {
      const q = trx ?? db;
      const rows = await q
        .selectFrom('quiz_questions')
        .select(['id', 'question', 'answer'])
        .where('site_id', '=', siteId())
        .orderBy('id')
        .execute();
      return withOptions(q, rows);
    },

    async find(id: number, trx?: Trx): Promise<StoredQuizQuestion | undefined> {
      return findWith(trx ?? db, id);
    },

    /** How many questions the gift has (the Main Gift lock waits only when there is one). */
    async count(trx?: Trx): Promise<number> {
      const row = await (trx ?? db)
        .selectFrom('quiz_questions')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('site_id', '=', siteId())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The question (of this site) an option belongs to, with all its options; undefined if none. */
    async findByOption(optionId: number, trx?: Trx): Promise<StoredQuizQuestion | undefined> {
      const q = trx ?? db;
      const option = await q
        .selectFrom('quiz_options')
        .select('question_id')
        .where('id', '=', optionId)
        .where('question_id', 'in', questionsOfSite(q))
        .executeTakeFirst();
      return option && findWith(q, option.question_id);
    },

    async create(input: QuizInput, trx?: Trx): Promise<StoredQuizQuestion> {
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
    async replace(id: number, input: QuizInput, trx?: Trx): Promise<StoredQuizQuestion | undefined> {
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
        await trx
          .deleteFrom('quiz_options')
          .where('question_id', 'in', questionsOfSite(trx).where('id', '=', id))
          .execute();
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
