import type { Db } from '../db/database.js';
import type { QuizInput, QuizQuestion } from '../../shared/schemas/quiz.js';

type QuestionRow = { id: number; question: string; answer: string };

/**
 * Questions belong to the site; options belong to a question, so every option query goes through a
 * question of this site. Options are listed in the order they were saved (their ids).
 */
export function quizRepository(db: Db, siteId: number) {
  const questionsOfSite = () => db.selectFrom('quiz_questions').select('id').where('site_id', '=', siteId);

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
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    return row && (await withOptions(executor, [row]))[0];
  }

  return {
    async list(): Promise<QuizQuestion[]> {
      const rows = await db
        .selectFrom('quiz_questions')
        .select(['id', 'question', 'answer'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
      return withOptions(db, rows);
    },

    async find(id: number): Promise<QuizQuestion | undefined> {
      return findWith(db, id);
    },

    async create(input: QuizInput): Promise<QuizQuestion> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('quiz_questions')
          .values({ site_id: siteId, question: input.question, answer: input.answer, created_at: new Date().toISOString() })
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
    async replace(id: number, input: QuizInput): Promise<QuizQuestion | undefined> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('quiz_questions')
          .set({ question: input.question, answer: input.answer })
          .where('id', '=', id)
          .where('site_id', '=', siteId)
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
    async removeQuestion(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('quiz_options').where('question_id', 'in', questionsOfSite().where('id', '=', id)).execute();
        const result = await trx.deleteFrom('quiz_questions').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },

    /** Deletes one option of one of this site's questions; true when it existed. */
    async removeOption(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('quiz_options')
        .where('id', '=', id)
        .where('question_id', 'in', questionsOfSite())
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
