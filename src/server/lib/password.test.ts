import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { passwordHasher } from './password-hasher.js';
import { verifyPassword } from './password.js';

// The product hashes at OWASP's cost, N=2^17 (decision 014): the server tests' apps and the journeys' server hash at
// N=2^10 to stay fast (test-app.ts, scripts/test-server.mjs, decision 091), so the real cost is checked here.

describe('password hashes', () => {
  it('are scrypt at N=2^17, r=8, p=1 when the settings come from the environment', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/kado-password-test' }, undefined);
    expect(config.passwordCost).toBeUndefined();
    const hasher = passwordHasher(config.passwordCost);
    const stored = await hasher.hash('correct-horse-battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('correct-horse-battery', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-batterY', stored)).toBe(false);
  });

  it('keep their parameters, so a hash made at a lower cost still verifies', async () => {
    const stored = await passwordHasher(10).hash('correct-horse-battery');
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await passwordHasher().verify('correct-horse-battery', stored)).toBe(true);
  });
});
