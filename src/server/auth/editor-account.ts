import type { AppContext } from '../context.js';
import { accountKey, LIMITS } from './attempt-limiter.js';
import { generatePassword } from './password.js';

export const DEFAULT_EDITOR_EMAIL = 'editor@kado.local';

export type EditorSetup =
  | { action: 'unchanged'; email: string }
  | { action: 'from-environment'; email: string }
  | { action: 'generated'; email: string; password: string };

/**
 * EDITOR_EMAIL/EDITOR_PASSWORD create or update the editor at start; with no editor and none
 * given, a strong password is generated and returned so main can print it once.
 */
export async function ensureEditor(ctx: AppContext): Promise<EditorSetup> {
  const { editorEmail, editorPassword } = ctx.config;
  const users = ctx.repos.users;
  if (editorEmail && editorPassword) {
    const existing = (await users.findByEmail(editorEmail)) ?? (await users.first());
    if (!existing) {
      await users.create({ name: 'Editor', email: editorEmail, password_hash: await ctx.passwords.hash(editorPassword) });
    } else if (existing.email !== editorEmail.toLowerCase() || !(await ctx.passwords.verify(editorPassword, existing.password_hash))) {
      await users.updateCredentials(existing.id, { email: editorEmail, password_hash: await ctx.passwords.hash(editorPassword) });
      await ctx.repos.sessions.deleteForUser(existing.id);
    }
    return { action: 'from-environment', email: editorEmail.toLowerCase() };
  }
  const first = await users.first();
  if (first) return { action: 'unchanged', email: first.email };
  const password = generatePassword();
  await users.create({ name: 'Editor', email: DEFAULT_EDITOR_EMAIL, password_hash: await ctx.passwords.hash(password) });
  return { action: 'generated', email: DEFAULT_EDITOR_EMAIL, password };
}

/**
 * Sets a new password for the editor (npm run editor:password): ends their sessions and clears the
 * account's failed-login counter, so strangers guessing cannot keep the giver out.
 */
export async function resetEditorPassword(ctx: AppContext, password: string): Promise<string> {
  const user = await ctx.repos.users.first();
  const hash = await ctx.passwords.hash(password);
  const email = user?.email ?? DEFAULT_EDITOR_EMAIL;
  if (!user) {
    await ctx.repos.users.create({ name: 'Editor', email, password_hash: hash });
  } else {
    await ctx.repos.users.updateCredentials(user.id, { email: user.email, password_hash: hash });
    await ctx.repos.sessions.deleteForUser(user.id);
  }
  await ctx.repos.authLimits.clear(LIMITS.loginAccount, accountKey(email));
  return email;
}
