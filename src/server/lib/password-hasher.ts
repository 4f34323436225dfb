import { randomBytes } from 'node:crypto';
import { HashQueue } from './hash-queue.js';
import { hashPassword, PASSWORD_COST, verifyPassword } from './password.js';

/** Two scrypt runs at once (~256 MB at N=2^17); ~20 more wait (a few seconds), the rest get 503 at once. */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_MAX_WAITING = 20;

/**
 * Every password hash of the process goes through one bounded queue (decision 014), the decoy for
 * unknown emails included, so a burst of logins cannot exhaust memory.
 */
export function passwordHasher(cost: number = PASSWORD_COST) {
  const queue = new HashQueue(PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_MAX_WAITING);
  let decoy: Promise<string> | undefined;
  const decoyHash = (): Promise<string> => {
    decoy ??= queue
      .run(() => hashPassword(randomBytes(16).toString('hex'), cost))
      .catch((error: unknown) => {
        decoy = undefined;
        throw error;
      });
    return decoy;
  };
  const verify = (password: string, stored: string) => queue.run(() => verifyPassword(password, stored));

  return {
    queue,
    hash: (password: string) => queue.run(() => hashPassword(password, cost)),
    verify,
    /** Checks against the account's hash, or a decoy when there is none, so timing does not reveal accounts. */
    async verifyOrDecoy(password: string, stored: string | undefined): Promise<boolean> {
      const ok = await verify(password, stored ?? (await decoyHash()));
      return ok && stored !== undefined;
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
