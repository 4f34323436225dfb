import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of decisions 007 and 085, checked through the project's own ESLint config: the paths
// (import-x/no-restricted-paths on the TypeScript resolver's answer), the packages (no-restricted-imports), the cycles.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

async function found(file: string, code: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message);
}
const problems = (file: string, code: string) => found(file, code, BOUNDARY_RULES);

describe('import boundaries', () => {
  // ESLint's first file loads the config's plugins and the TypeScript resolver's view of both tsconfigs: on a loaded
  // two-core host that took longer than one test's 30 s, so it is paid here, once, with time of its own.
  beforeAll(() => problems('src/web/lib/warm-up.ts', 'export {};'), 120_000);

  it.each([
    ['src/web/main.tsx', "import { buildApp } from '../server/app.js';\nvoid buildApp;", 'Web code never imports server code.'],
    ['src/server/app.ts', "import x from '../web/main.js';\nvoid x;", 'Server code never imports web code.'],
    ['src/shared/x.ts', "import fs from 'node:fs';\nvoid fs;", 'src/shared is the contract: it imports only zod.'],
    ['src/web/features/gallery/a.tsx', "import b from '../opening/opening-page';\nvoid b;", 'Feature "gallery" imports another feature'],
    [
      'src/web/features/gallery/a.tsx',
      "import b from '@/features/opening/opening-page';\nvoid b;",
      'Feature "gallery" imports another feature',
    ],
    [
      'src/web/components/a.tsx',
      "import b from '@/features/opening/opening-page';\nvoid b;",
      'src/web/components is shared by every feature',
    ],
    ['src/web/api/a.ts', "import b from '../features/gallery/photo-card';\nvoid b;", 'src/web/api is shared by every feature'],
    ['src/web/lib/a.ts', "import b from '@/features/gallery/upload-plan';\nvoid b;", 'src/web/lib is shared by every feature'],
    ['src/server/routes/a.ts', "import { useState } from 'react';\nvoid useState;", 'The server never imports React.'],
    ['src/shared/x.ts', "import { x } from '@/lib/toast';\nvoid x;", 'src/shared is the contract: it imports only zod.'],
    ['src/web/features/builder/a.ts', "import { apiFetch } from '@/api/client';\nvoid apiFetch;", 'Requests live in src/web/api'],
    ['src/web/components/a.tsx', "import { apiFetch } from '@/api/client';\nvoid apiFetch;", 'Requests live in src/web/api'],
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
    ['src/web/lib/a.ts', "import { x } from '@/api/write';\nvoid x;", 'src/web/lib: plumbing, the lowest of the web never imports upward'],
    ['src/web/lib/a.ts', "import { x } from '../components/offline-page';\nvoid x;", 'src/web/lib: plumbing, the lowest of the web'],
    [
      'src/web/api/a.ts',
      "import { x } from '@/components/app-toaster';\nvoid x;",
      'src/web/api: one module per resource never imports upward',
    ],
  ])('%s: %s runs back up and is refused', async (file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['src/server/routes/a.test.ts', "import { x } from '../http/web.js';\nvoid x;"],
    ['src/web/lib/a.test.ts', "import { x } from '@/api/write';\nvoid x;"],
    ['src/web/features/gallery/a.tsx', "import { ApiError } from '@/api/client';\nvoid ApiError;"],
  ])('%s: a test may import any floor, and a feature may tell an ApiError', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it.each([
    // messages/wishes.ts imports message-codes.ts: message-codes.ts importing it back closes a loop.
    ['src/shared/message-codes.ts', "import { WISH_MSG } from './messages/wishes.js';\nvoid WISH_MSG;"],
    // voice-note-field.tsx imports use-voice-recorder.ts: the recorder importing the field back closes a loop.
    ['src/web/components/use-voice-recorder.ts', "import { VoiceNoteField } from '@/components/voice-note-field';\nvoid VoiceNoteField;"],
  ])('%s: an import that closes a loop is refused', async (file, code) => {
    expect(await found(file, code, ['import-x/no-cycle'])).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });

  // The whole of src, read once with every import it follows: generous for a busy machine (a load of 10 on two cores
  // took longer than three minutes).
  it('finds no import cycle and no boundary crossed in src as it is', { timeout: 360_000 }, async () => {
    const results = await eslint.lintFiles(['src']);
    const crossed = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'import-x/no-cycle' || (m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId)))
        .map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(crossed).toEqual([]);
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
