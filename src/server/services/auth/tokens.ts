import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random session token; only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 in hex, one-shot: `crypto.hash` skips the Hash object every request would build (decision 021). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
