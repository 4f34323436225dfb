import type { AppContext } from '../../context.js';
import { accountKey, LIMITS } from './attempt-limiter.js';
import { generatePassword } from '../../lib/password.js';

export const DEFAULT_EDITOR_EMAIL = 'editor@kado.local';

export type EditorSetup =
  | { action: 'unchanged'; email: string }
  | { action: 'from-environment'; email: string }
  /** EDITOR_EMAIL/EDITOR_PASSWORD were set but an account already exists: it was left as it is. */
  | { action: 'environment-ignored'; email: string }
  | { action: 'generated'; email: string; password: string };

/**
 * One rule (decision 014): EDITOR_EMAIL/EDITOR_PASSWORD only create the editor when there is none, so a
 * password set later with `npm run editor:password` is never reverted by a restart. With no editor and
 * none given, a strong password is generated and returned so main can print it once.
 */
export async function ensureEditor(ctx: AppContext): Promise<EditorSetup> {
  const { editorEmail, editorPassword } = ctx.config;
  const users = ctx.repos.users;
  const existing = await users.first();
  if (existing) {
    return { action: editorEmail && editorPassword ? 'environment-ignored' : 'unchanged', email: existing.email };
  }
  if (editorEmail && editorPassword) {
    const user = await users.create({ name: 'Editor', email: editorEmail, password_hash: await ctx.passwords.hash(editorPassword) });
    return { action: 'from-environment', email: user.email };
  }
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
