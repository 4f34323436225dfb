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
    ['src/web/features/gallery/a.tsx', "import b from '@/features/opening/opening-page';\nvoid b;", 'Feature "gallery" imports feature "opening"'],
    ['src/web/components/a.tsx', "import b from '@/features/opening/opening-page';\nvoid b;", 'src/web/components is shared by every feature'],
    ['src/web/api/a.ts', "import b from '../features/gallery/photo-card';\nvoid b;", 'src/web/api is shared by every feature'],
    ['src/web/lib/a.ts', "import b from '@/features/gallery/upload-plan';\nvoid b;", 'src/web/lib is shared by every feature'],
  ])('%s: %s is refused', async (file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['src/web/features/gallery/a.tsx', "import b from './b';\nimport c from '@/components/c';\nimport s from '@shared/constants';\nvoid [b, c, s];"],
    ['src/server/app.ts', "import { MSG } from '../shared/messages.js';\nvoid MSG;"],
  ])('%s may import its own layer and shared', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
