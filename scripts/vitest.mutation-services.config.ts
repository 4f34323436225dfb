import { defineConfig } from 'vitest/config';
import { mutationBase } from './vitest.mutation.config.js';

// The tests StrykerJS runs against each mutant of the server's services it covers (stryker.services.config.json,
// decision 084): the route and service tests of those services, on SQLite. Every server test builds the whole app,
// so the set is named by hand, one line per service, rather than found by what imports what.
export const SERVICE_TESTS = [
  // main-gift/lock.ts: the quiz that opens the Main Gift (docs/product.md §2).
  'src/server/routes/main-gift.test.ts',
  'src/server/routes/quiz.test.ts',
  // wishes/wish-limit.ts: how many wishes a guest and a gift may leave.
  'src/server/routes/wishes.test.ts',
  // site/reveal.ts: the timed reveal.
  'src/server/routes/reveal.test.ts',
  // readiness/readiness.ts: what the giver still has to do before giving.
  'src/server/routes/readiness.test.ts',
  // auth/attempt-limiter.ts: wrong PINs and logins counted, per client and per gift.
  'src/server/services/auth/attempt-limiter.test.ts',
  'src/server/services/auth/attempt-limits.test.ts',
  // uploads/quota.ts: a gift's storage quota.
  'src/server/routes/usage.test.ts',
  'src/server/routes/quota-race.test.ts',
  'src/server/services/uploads/quota.test.ts',
];

export default defineConfig({
  ...mutationBase,
  test: { ...mutationBase.test, projects: [{ extends: true as const, test: { name: 'unit', include: SERVICE_TESTS } }] },
});
