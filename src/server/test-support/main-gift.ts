import type { FastifyInstance } from 'fastify';

/**
 * Plays the quiz perfectly for the session in `viewer` (reading the answers as the editor), which opens
 * Main Gift for it (decision 017). Tests of the Main Gift contents call it before reading them as a viewer.
 */
export async function passQuiz(app: FastifyInstance, editor: Record<string, string>, viewer: Record<string, string>): Promise<void> {
  const questions = (await app.inject({ method: 'GET', url: '/api/quizzes', headers: editor })).json<{
    data: { id: number; answer: string }[];
  }>().data;
  const answers = questions.map((q) => ({ question_id: q.id, answer: q.answer }));
  const res = await app.inject({ method: 'POST', url: '/api/quizzes/attempt', headers: viewer, payload: { answers } });
  if (res.json<{ data: { perfect: boolean } }>().data.perfect !== true) throw new Error(`passQuiz: not perfect: ${res.body}`);
}
