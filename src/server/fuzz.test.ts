import { describe, expect, it } from 'vitest';
import { corpusFor, sampleFor, type FuzzCase } from './test-support/fuzz-corpus.js';
import { findBadText } from './lib/bad-text.js';
import { everyMessageCode, parseMessage } from '../shared/message-codes.js';
import { useTestApp } from './test-support/test-app.js';

// The fuzz corpus over every route of the route table, as anonymous, viewer and editor: no reply is a
// 5xx, and a refused request changes no row and no file. `npm test` runs a sample (every odd id, every
// malformed form to the upload routes, a seeded draw of the rest); `npm run fuzz` (KADO_FUZZ=full) runs
// the whole corpus. An accepted request may not store a NUL or a lone surrogate either.
const t = useTestApp();
/** zod's own English wording, as it would reach a client. */
const ZOD_ENGLISH = /Too (small|big)|Invalid (input|option|string|format)|expected|received|Unrecognized/;
const FULL = process.env.KADO_FUZZ === 'full';
const SEED = Number(process.env.KADO_FUZZ_SEED ?? 12);
const SAMPLE_PER_ROUTE = 6;
const SAMPLE_IDS = 8;
/** The routes that read a multipart form: every malformed form goes to each of them, even in the sample. */
const UPLOAD_ROUTES = [
  'POST /api/date-input/photo',
  'POST /api/gallery/create-photos',
  'POST /api/gallery/update-photo/:id',
  'POST /api/music',
  'POST /api/love-moment',
  'POST /api/love-moment/:id',
  'POST /api/love-typing',
  'POST /api/video-gift',
  'POST /api/video-gift/:id',
  'POST /api/coupon',
  'POST /api/heart-moments',
  'POST /api/heart-moments/:id',
];

/** The malformed forms every upload route gets in the sample; the rest of the corpus is drawn at random. */
const CORE_FORMS = /truncated|boundary|garbage|NUL|duplicated fields|unknown file|empty body|LF line ends/;

/** Tables that count attempts or hold sessions change on a refusal by design (a failed PIN is counted). */
const BOOKKEEPING = /session|attempt|limit|failure|lock/i;
async function state(): Promise<string> {
  const { dump, files } = JSON.parse(await t.snapshot()) as { dump: Record<string, unknown>; files: string[] };
  return JSON.stringify({ dump: Object.fromEntries(Object.entries(dump).filter(([name]) => !BOOKKEEPING.test(name))), files });
}

function casesFor(route: { method: string; url: string }, role: string): FuzzCase[] {
  const all = corpusFor(route);
  if (FULL) return all;
  const isId = (c: FuzzCase) => c.label.startsWith('id ') || c.label.startsWith('storage path');
  const isUpload = role === 'editor' && UPLOAD_ROUTES.includes(`${route.method} ${route.url}`);
  const forms = isUpload ? all.filter((c) => c.label.startsWith('multipart') && CORE_FORMS.test(c.label)) : [];
  const ids = sampleFor(route, undefined, SEED).filter(isId);
  const pick = <T>(list: T[], n: number) =>
    list
      .filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === (SEED + role.length) % Math.max(1, Math.floor(list.length / n)))
      .slice(0, n);
  const rest = sampleFor(route, SAMPLE_PER_ROUTE, SEED + role.length).filter((c) => !isId(c) && !forms.includes(c));
  return [...pick(ids, SAMPLE_IDS), ...forms, ...rest];
}

describe('fuzz corpus', () => {
  const codes = new Set(everyMessageCode());
  it.each(['anonymous', 'viewer', 'editor'] as const)(
    'as %s: no 5xx, and refusals change nothing',
    async (role) => {
      const headers = role === 'anonymous' ? {} : role === 'viewer' ? t.viewer : t.editor;
      // Logging out would end the session the rest of the run uses; it is fuzzed as anonymous.
      const routes = t.app.ctx.routeTable.filter((r) => role === 'anonymous' || r.url !== '/api/logout');
      expect(routes.length).toBeGreaterThan(40);
      const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
      expect(UPLOAD_ROUTES.filter((r) => !known.has(r))).toEqual([]);
      const failures: string[] = [];
      let baseline = await state();
      let sent = 0;
      for (const route of routes) {
        for (const c of casesFor(route, role)) {
          const res = await t.app.inject({
            method: c.method as 'GET',
            url: c.url,
            headers: { ...headers, ...c.headers },
            payload: c.payload,
          });
          sent += 1;
          const where = `${c.method} ${c.url.slice(0, 80)} [${c.label}]`;
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode >= 400) {
            const body = res.json<{ success?: unknown; code?: unknown; message?: unknown; errors?: Record<string, unknown[]> }>();
            if (body.success !== false || typeof body.message !== 'string')
              failures.push(`${where} → not the error shape: ${res.body.slice(0, 120)}`);
            // Every refusal carries one of the catalog's codes, so never zod's own English,
            // and every message is rendered words, never a code.
            if (typeof body.code !== 'string' || !codes.has(body.code))
              failures.push(`${where} → ${res.statusCode}, a code outside the catalog: ${String(body.code)}`);
            for (const message of [body.message, ...Object.values(body.errors ?? {}).flat()])
              if (typeof message !== 'string' || parseMessage(message) !== undefined || ZOD_ENGLISH.test(message))
                failures.push(`${where} → ${res.statusCode}, a message not in words: ${String(message)}`);
            // A read never writes: comparing after each refused write is enough (and keeps the run short).
            if (c.method !== 'GET') {
              const now = await state();
              if (now !== baseline) failures.push(`${where} → ${res.statusCode}, but the data changed`);
              baseline = now;
            }
          } else {
            baseline = await state();
            // Accepted (a route that ignores its body): still, no NUL or lone surrogate may have been stored.
            const stored = findBadText(JSON.parse(baseline));
            if (stored !== undefined) failures.push(`${where} → ${res.statusCode}, and stored bad text at ${stored}`);
          }
        }
      }
      expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      expect(sent).toBeGreaterThan(routes.length);
    },
    FULL ? 3_600_000 : 120_000,
  );
});
