import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of docs/decisions/007-import-boundaries.md, checked through the project's own ESLint config.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'kado/boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/web/main.tsx', "import { buildApp } from '../server/app.js';\nvoid buildApp;", 'Web code never imports server code.'],
    ['src/server/app.ts', "import x from '../web/main.js';\nvoid x;", 'Server code never imports web code.'],
    ['src/shared/x.ts', "import fs from 'node:fs';\nvoid fs;", 'src/shared is the contract: it imports only zod.'],
    ['src/web/features/gallery/a.tsx', "import b from '../opening/opening-page';\nvoid b;", 'Feature "gallery" imports feature "opening"'],
    [
      'src/web/features/gallery/a.tsx',
      "import b from '@/features/opening/opening-page';\nvoid b;",
      'Feature "gallery" imports feature "opening"',
    ],
    [
      'src/web/components/a.tsx',
      "import b from '@/features/opening/opening-page';\nvoid b;",
      'src/web/components is shared by every feature',
    ],
    ['src/web/api/a.ts', "import b from '../features/gallery/photo-card';\nvoid b;", 'src/web/api is shared by every feature'],
    ['src/web/lib/a.ts', "import b from '@/features/gallery/upload-plan';\nvoid b;", 'src/web/lib is shared by every feature'],
  ])('%s: %s is refused', async (file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message);
  });

  it.each([
    [
      'src/server/storage/a.ts',
      "import type { AppContext } from '../context.js';\nexport type X = AppContext;",
      'storage: files only never imports upward',
    ],
    [
      'src/server/repositories/a.ts',
      "import { x } from '../services/auth/sessions.js';\nvoid x;",
      'repositories: SQL per table never imports upward',
    ],
    ['src/server/routes/a.ts', "import { x } from '../http/web.js';\nvoid x;", 'routes: one plugin per resource never imports upward'],
    ['src/server/lib/errors.ts', "import { x } from '../db/database.js';\nvoid x;", 'lib: leaves'],
  ])('%s: %s runs back up and is refused', async (file, code, message) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    const found = (result?.messages ?? []).filter((m) => m.ruleId === 'kado/server-floors').map((m) => m.message);
    expect(found.join('\n')).toContain(message);
  });

  it('refuses an import cycle, naming its loop', async () => {
    // coupon-claim.ts imports schemas/coupon.ts: coupon.ts importing coupon-claim.ts back closes a loop.
    const code = "import { couponClaimUrl } from '../coupon-claim.js';\nvoid couponClaimUrl;\nexport type C = string;";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/shared/schemas/coupon.ts') });
    const found = (result?.messages ?? []).filter((m) => m.ruleId === 'kado/no-cycle').map((m) => m.message);
    expect(found.join('\n')).toContain('Import cycle: shared/schemas/coupon.ts → shared/coupon-claim.ts → shared/schemas/coupon.ts');
  });

  it('finds no import cycle and no upward import in src/server and src/shared as they are', async () => {
    const results = await eslint.lintFiles(['src/server', 'src/shared']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'kado/no-cycle' || m.ruleId === 'kado/server-floors'));
    expect(found.map((m) => m.message)).toEqual([]);
  });

  it.each([
    [
      'src/web/features/gallery/a.tsx',
      "import b from './b';\nimport c from '@/components/c';\nimport s from '@shared/constants';\nvoid [b, c, s];",
    ],
    ['src/server/app.ts', "import { MSG } from '../shared/messages.js';\nvoid MSG;"],
  ])('%s may import its own layer and shared', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
