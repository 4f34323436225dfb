import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { sql } from 'kysely';
import yauzl, { type Entry, type ZipFile as ZipReader } from 'yauzl';
import yazl from 'yazl';
import { z } from 'zod';
import { ARCHIVE_MAX_MB, ARCHIVE_MSG } from '../../shared/schemas/archive.js';
import type { AppContext } from '../context.js';
import type { Trx } from '../db/database.js';
import { HttpError } from '../errors.js';
import { PRIVATE_FILE_MODE } from '../private-files.js';
import { DEFAULT_TRACK_KIND } from '../repositories/music-repository.js';
import { sniff, SNIFF_BYTES } from '../storage/magic-bytes.js';
import { audioOnlyType } from '../storage/audio-tracks.js';
import { MEDIA_KINDS, type MediaKind } from '../storage/media-kinds.js';
import {
  ARCHIVE_DATA_FILE,
  ARCHIVE_FORMAT,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_VERSION,
  COUPON_JSON_MEDIA,
  GIFT_TABLES,
  SITE_FIELDS,
  SITE_MEDIA,
  type ContentTable,
  type SiteFields,
  type TableName,
} from './gift-content.js';

// Export and import of one gift (issue 17, decision 030). The archive is a ZIP: kado-gift.json (the rows
// of every table GIFT_TABLES declares, with a format version) and media/<path> for every stored file.
// Import checks everything first (format, version, rows, paths, every file's presence, size and type by
// its bytes) and changes nothing until all is known good; then new files are written, the content is
// replaced in one transaction, and the old files go only after it committed.

type ArchiveContext = Pick<AppContext, 'db' | 'dialect' | 'media' | 'scope' | 'mediaFolder'>;
type Row = Record<string, unknown>;

const MB = 1024 * 1024;
export const ARCHIVE_MAX_BYTES = ARCHIVE_MAX_MB * MB;
/** kado-gift.json may be at most this large (text only; media are separate entries). */
const DATA_MAX_BYTES = 64 * MB;
const MAX_ENTRIES = 50_000;

/** What the archive's kado-gift.json holds. */
export interface GiftArchiveData {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exported_at: string;
  site: SiteFields;
  tables: Record<string, Row[]>;
}

const refuse = (message: string, status = 422) => new HttpError(status, message, { file: [message] });

// ---------------------------------------------------------------- paths

/** A gift's media folder prefix is left out of the archive, so it can land in any gift. */
function relativeOf(stored: string, prefix: string): string {
  return prefix && stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
}

/** Applies `map` to every file path of a site's fields (music_path, coupon_json's image). */
function mapSiteMedia(site: SiteFields, map: (p: string) => string): SiteFields {
  const out: SiteFields = { ...site };
  for (const column of SITE_MEDIA) if (out[column]) out[column] = map(out[column]);
  if (out.coupon_json) {
    try {
      const parsed: unknown = JSON.parse(out.coupon_json);
      if (parsed && typeof parsed === 'object') {
        const object = parsed as Record<string, unknown>;
        let changed = false;
        for (const key of COUPON_JSON_MEDIA) {
          const value = object[key];
          if (typeof value === 'string' && value) {
            const mapped = map(value);
            if (mapped !== value) changed = true;
            object[key] = mapped;
          }
        }
        if (changed) out.coupon_json = JSON.stringify(object);
      }
    } catch {
      // An unreadable coupon reads as the defaults (coupon-repository.ts): it names no file.
    }
  }
  return out;
}

function mapRowMedia(spec: ContentTable, row: Row, map: (p: string) => string): Row {
  const out = { ...row };
  for (const column of spec.media ?? []) {
    const value = out[column];
    if (typeof value === 'string' && value) out[column] = map(value);
  }
  return out;
}

/** Every file path a site's fields and rows name (beyond media_files itself). */
function referencedPaths(site: SiteFields, tables: Record<string, Row[]>): Set<string> {
  const found = new Set<string>();
  mapSiteMedia(site, (p) => (found.add(p), p));
  for (const spec of GIFT_TABLES) {
    if (spec.table === 'media_files') continue;
    for (const row of tables[spec.table] ?? []) mapRowMedia(spec, row, (p) => (found.add(p), p));
  }
  return found;
}

// ---------------------------------------------------------------- reading the gift

async function readGift(ctx: ArchiveContext, trx: Trx): Promise<{ site: SiteFields; tables: Record<string, Row[]> }> {
  const siteId = ctx.scope.siteId();
  const siteRow = await trx.selectFrom('sites').select(['title', 'music_path', 'coupon_json', 'language']).where('id', '=', siteId).executeTakeFirstOrThrow();
  const tables: Record<string, Row[]> = {};
  for (const spec of GIFT_TABLES) tables[spec.table] = await rowsOf(trx, spec, siteId);
  return { site: { ...siteRow, language: siteRow.language === 'en' ? 'en' : 'id' }, tables };
}

/** A table's rows of this gift, with exactly the declared columns. */
async function rowsOf(trx: Trx, spec: ContentTable, siteId: number): Promise<Row[]> {
  const columns = Object.keys(spec.row.shape);
  // Table and column names come from GIFT_TABLES, never from input.
  const table = sql.table(spec.table);
  const owner =
    'site' in spec.owner
      ? sql`site_id = ${siteId}`
      : sql`${sql.ref(spec.owner.column)} in (select id from ${sql.table(spec.owner.parent)} where site_id = ${siteId})`;
  const order = spec.noId ? sql`` : sql` order by id`;
  const result = await sql<Row>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${table} where ${owner}${order}`.execute(trx);
  // PostgreSQL's integers may read back as strings in some drivers: the row schema has numbers.
  return result.rows.map((row) => normalizeNumbers(spec, row));
}

function normalizeNumbers(spec: ContentTable, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const field = spec.row.shape[key] as z.ZodType;
    out[key] = typeof value === 'string' && /^\d+$/.test(value) && field.safeParse(Number(value)).success && !field.safeParse(value).success ? Number(value) : value;
  }
  return out;
}

// ---------------------------------------------------------------- export

/** The gift as one ZIP stream; throws (before any byte) when a recorded file is missing from the store. */
export async function exportGift(ctx: ArchiveContext): Promise<Readable> {
  const prefix = ctx.mediaFolder();
  const { site, tables } = await ctx.db.transaction().execute((trx) => readGift(ctx, trx));
  const files = (tables.media_files ?? []) as { path: string; created_at: string }[];
  const present = await Promise.all(files.map((file) => ctx.media.has(file.path)));
  if (present.includes(false)) throw new HttpError(409, ARCHIVE_MSG.exportMissingMedia);

  const toRelative = (p: string) => relativeOf(p, prefix);
  const data: GiftArchiveData = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exported_at: new Date().toISOString(),
    site: mapSiteMedia(site, toRelative),
    tables: Object.fromEntries(GIFT_TABLES.map((spec) => [spec.table, (tables[spec.table] ?? []).map((row) => mapRowMedia(spec, row, toRelative))])),
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 1)), ARCHIVE_DATA_FILE);
  for (const file of files) {
    // Media are compressed already: stored as they are; each is opened only when its turn comes.
    zip.addReadStreamLazy(`${ARCHIVE_MEDIA_DIR}${toRelative(file.path)}`, { compress: false }, (done) => {
      ctx.media
        .open(file.path)
        .then((stored) => (stored ? stored.read() : Promise.reject(new Error(`${file.path} vanished during export`))))
        .then(
          (stream) => {
            stream.on('error', (error) => (zip.outputStream as Readable).destroy(error));
            done(null, stream);
          },
          (error: unknown) => done(error, undefined as unknown as Readable),
        );
    });
  }
  // A file failing mid-stream (gone from a bucket) ends the download as failed rather than hanging it.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  return zip.outputStream as Readable;
}

// ---------------------------------------------------------------- import

const envelope = z.object({ format: z.unknown(), version: z.unknown() }).loose();

const tablesShape = z.strictObject(Object.fromEntries(GIFT_TABLES.map((spec) => [spec.table, z.array(spec.row).max(100_000)])));
const archiveData = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  exported_at: z.string().max(100),
  site: SITE_FIELDS,
  tables: tablesShape,
});

/** The media kind a media_files row's kind names (its folder; the seeded track is music). */
function kindOf(kind: string): MediaKind | undefined {
  if (kind === DEFAULT_TRACK_KIND) return MEDIA_KINDS.music;
  return Object.values(MEDIA_KINDS).find((k) => k.folder === kind);
}

const openZip = (file: string) =>
  new Promise<ZipReader>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** yauzl's own refusals of a name that climbs out or is absolute. */
const isUnsafeNameError = (error: unknown) => error instanceof Error && /invalid (relative path|characters in fileName)|absolute path/i.test(error.message);

const isUnsafeName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.startsWith('/') || name.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(name) || /[\u0000-\u001f\u007f]/.test(name) || /^[A-Za-z]:/.test(name);

interface CheckedMedia {
  row: { path: string; mime: string; size: number; kind: string };
  /** Where it lands in the store (the importing gift's folder). */
  target: string;
  tempPath: string;
  sha256: string;
}

/** Reads one entry fully into a file, at most `limit` bytes; returns its first bytes and hash. */
async function extract(zip: ZipReader, entry: Entry, tempPath: string, limit: number): Promise<{ head: Buffer; sha256: string; size: number }> {
  const stream = await zip.openReadStreamPromise(entry);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(refuse(ARCHIVE_MSG.badMedia));
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, meter, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  return { head, sha256: hash.digest('hex'), size };
}

async function readData(zip: ZipReader, entry: Entry): Promise<unknown> {
  if (entry.uncompressedSize > DATA_MAX_BYTES) throw refuse(ARCHIVE_MSG.invalidData);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > DATA_MAX_BYTES) throw refuse(ARCHIVE_MSG.invalidData);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw refuse(ARCHIVE_MSG.foreign);
  }
}

async function hashStored(ctx: ArchiveContext, target: string): Promise<string | undefined> {
  const stored = await ctx.media.open(target);
  if (!stored) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of (await stored.read()) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Checks the archive at `zipPath` completely, extracting its media into `workDir`; throws a 4xx with a
 * clear message on the first fault. Nothing of the gift is touched.
 */
async function checkArchive(ctx: ArchiveContext, zipPath: string, workDir: string) {
  let zip: ZipReader;
  try {
    zip = await openZip(zipPath);
  } catch {
    throw refuse(ARCHIVE_MSG.notZip);
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw refuse(ARCHIVE_MSG.tooManyFiles);
    const entries = new Map<string, Entry>();
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entry.fileName;
        if (isUnsafeName(name)) throw refuse(ARCHIVE_MSG.unsafePath);
        if (name.endsWith('/')) continue;
        if (entries.has(name)) throw refuse(ARCHIVE_MSG.invalidData);
        total += entry.uncompressedSize;
        if (total > ARCHIVE_MAX_BYTES) throw refuse(ARCHIVE_MSG.tooLarge, 413);
        entries.set(name, entry);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw refuse(isUnsafeNameError(error) ? ARCHIVE_MSG.unsafePath : ARCHIVE_MSG.notZip);
    }
    const dataEntry = entries.get(ARCHIVE_DATA_FILE);
    if (!dataEntry) throw refuse(ARCHIVE_MSG.foreign);
    const raw = await readData(zip, dataEntry);
    const head = envelope.safeParse(raw);
    if (!head.success || head.data.format !== ARCHIVE_FORMAT) throw refuse(ARCHIVE_MSG.foreign);
    if (typeof head.data.version !== 'number' || !Number.isInteger(head.data.version) || head.data.version < 1) throw refuse(ARCHIVE_MSG.foreign);
    if (head.data.version > ARCHIVE_VERSION) throw refuse(ARCHIVE_MSG.newer);
    const parsed = archiveData.safeParse(raw);
    if (!parsed.success) throw refuse(ARCHIVE_MSG.invalidData);
    const data = parsed.data as GiftArchiveData;
    checkRows(data);

    // Every file the rows name is a media_files row, each of those is in the ZIP, and nothing else is.
    const prefix = ctx.mediaFolder();
    const mediaRows = data.tables.media_files as CheckedMedia['row'][];
    const byPath = new Map(mediaRows.map((row) => [row.path, row]));
    if (byPath.size !== mediaRows.length) throw refuse(ARCHIVE_MSG.invalidData);
    for (const p of referencedPaths(data.site, data.tables)) if (!byPath.has(p)) throw refuse(ARCHIVE_MSG.missingMedia);
    for (const name of entries.keys()) {
      if (name === ARCHIVE_DATA_FILE) continue;
      if (!name.startsWith(ARCHIVE_MEDIA_DIR) || !byPath.has(name.slice(ARCHIVE_MEDIA_DIR.length))) throw refuse(ARCHIVE_MSG.foreign);
    }
    const checked: CheckedMedia[] = [];
    for (const row of mediaRows) {
      const target = prefix + row.path;
      if (isUnsafeName(row.path) || !ctx.media.isStoragePath(target)) throw refuse(ARCHIVE_MSG.unsafePath);
      const entry = entries.get(ARCHIVE_MEDIA_DIR + row.path);
      if (!entry) throw refuse(ARCHIVE_MSG.missingMedia);
      const kind = kindOf(row.kind);
      if (!kind || entry.uncompressedSize !== row.size || row.size > kind.maxBytes) throw refuse(ARCHIVE_MSG.badMedia);
      const tempPath = path.join(workDir, `${checked.length}.media`);
      let got: Awaited<ReturnType<typeof extract>>;
      try {
        got = await extract(zip, entry, tempPath, row.size);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw refuse(ARCHIVE_MSG.badMedia);
      }
      // The type is judged as on upload: a voice note's WebM or MP4 must hold sound only (audio-tracks.ts).
      const sniffed = sniff(got.head);
      const mime = sniffed && kind.audioOnly ? await audioOnlyType(tempPath, sniffed).catch(() => undefined) : sniffed;
      if (got.size !== row.size || mime !== row.mime) throw refuse(ARCHIVE_MSG.badMedia);
      checked.push({ row, target, tempPath, sha256: got.sha256 });
    }
    return { data, checked };
  } finally {
    zip.close();
  }
}

/** Ids unique, children's parents present. */
function checkRows(data: GiftArchiveData): void {
  const ids = new Map<TableName, Set<number>>();
  for (const spec of GIFT_TABLES) {
    const rows = data.tables[spec.table] ?? [];
    if (spec.noId) {
      if (rows.length > 1) throw refuse(ARCHIVE_MSG.invalidData);
      continue;
    }
    const own = new Set(rows.map((row) => row.id as number));
    if (own.size !== rows.length) throw refuse(ARCHIVE_MSG.invalidData);
    ids.set(spec.table, own);
    if ('parent' in spec.owner) {
      const parents = ids.get(spec.owner.parent);
      const column = spec.owner.column;
      if (!parents || rows.some((row) => !parents.has(row[column] as number))) throw refuse(ARCHIVE_MSG.invalidData);
    }
  }
}

/**
 * Replaces this gift's content with the archive at `zipPath` (already on disk, in `workDir`). Throws a
 * 4xx and changes nothing when the archive is not a good gift archive of a version this server reads.
 */
export async function importGift(ctx: ArchiveContext, zipPath: string, workDir: string): Promise<void> {
  const siteId = ctx.scope.siteId();
  const { data, checked } = await checkArchive(ctx, zipPath, workDir);

  // Files already at a target path: this gift's own, with the same bytes (an archive of this gift coming
  // back); anything else there is a clash and the import is refused before anything changes.
  const ownPaths = new Set(
    (await ctx.db.selectFrom('media_files').select('path').where('site_id', '=', siteId).execute()).map((row) => row.path),
  );
  const targets = checked.map((file) => file.target);
  // In slices: SQLite takes at most 32 766 bound values in one statement.
  for (let i = 0; i < targets.length; i += 500) {
    const slice = targets.slice(i, i + 500);
    const claimed = await ctx.db.selectFrom('media_files').select('path').where('path', 'in', slice).where('site_id', '!=', siteId).limit(1).execute();
    if (claimed.length > 0) throw refuse(ARCHIVE_MSG.conflict, 409);
  }
  const toWrite: CheckedMedia[] = [];
  for (const file of checked) {
    const existing = await hashStored(ctx, file.target);
    if (existing === undefined) toWrite.push(file);
    else if (!ownPaths.has(file.target) || existing !== file.sha256) throw refuse(ARCHIVE_MSG.conflict, 409);
  }

  const written: string[] = [];
  let oldPaths: string[] = [];
  try {
    for (const file of toWrite) {
      await ctx.media.restoreFile(file.target, file.tempPath);
      written.push(file.target);
    }
    const prefix = ctx.mediaFolder();
    oldPaths = await ctx.db.transaction().execute(async (trx) => {
      const old = (await trx.selectFrom('media_files').select('path').where('site_id', '=', siteId).execute()).map((row) => row.path);
      await replaceContent(ctx, trx, siteId, data, (p) => prefix + p);
      return old;
    });
  } catch (error) {
    await ctx.media.delete(written);
    throw error;
  }
  // After the commit: the old files no row names any more.
  const kept = new Set(targets);
  await ctx.media.delete(oldPaths.filter((p) => !kept.has(p)));
}

/** Deletes this gift's content rows and inserts the archive's, in the caller's transaction. */
async function replaceContent(ctx: ArchiveContext, trx: Trx, siteId: number, data: GiftArchiveData, toStored: (p: string) => string) {
  for (const spec of [...GIFT_TABLES].reverse()) {
    const owner =
      'site' in spec.owner
        ? sql`site_id = ${siteId}`
        : sql`${sql.ref(spec.owner.column)} in (select id from ${sql.table(spec.owner.parent)} where site_id = ${siteId})`;
    await sql`delete from ${sql.table(spec.table)} where ${owner}`.execute(trx);
  }
  const idMaps = new Map<TableName, Map<number, number>>();
  const late: { spec: ContentTable; column: string; target: TableName; rows: { newId: number; ref: number }[] }[] = [];
  for (const spec of GIFT_TABLES) {
    const rows = (data.tables[spec.table] ?? []).map((row) => {
      const mapped = mapRowMedia(spec, row, toStored);
      // Who may fetch a file follows its kind, as on upload; an archive cannot make a private photo public.
      if (spec.table === 'media_files') mapped.is_public = kindOf(String(row.kind))?.isPublic ? 1 : 0;
      return mapped;
    });
    const map = new Map<number, number>();
    idMaps.set(spec.table, map);
    if (rows.length === 0) continue;
    // Parent ids and earlier refs are remapped now; refs to later tables are set once those are in.
    const laterRefs = Object.entries(spec.refs ?? {}).filter(([, target]) => !idMaps.has(target));
    const prepared = rows.map((row) => {
      const out: Row = { ...row };
      if ('parent' in spec.owner) out[spec.owner.column] = idMaps.get(spec.owner.parent)!.get(row[spec.owner.column] as number);
      else out.site_id = siteId;
      for (const [column, target] of Object.entries(spec.refs ?? {})) {
        if (out[column] == null) continue;
        out[column] = laterRefs.some(([c]) => c === column) ? null : (idMaps.get(target)!.get(out[column] as number) ?? null);
      }
      return out;
    });
    if (spec.noId) {
      for (const row of prepared) await insertRow(trx, spec.table, row);
      continue;
    }
    // The archive's ids are kept when no other gift holds them (a fresh data folder: equal replies).
    const ids = rows.map((row) => row.id as number);
    let taken = false;
    for (let i = 0; i < ids.length && !taken; i += 500) {
      const found = await sql<{ id: number }>`select id from ${sql.table(spec.table)} where id in (${sql.join(ids.slice(i, i + 500))}) limit 1`.execute(trx);
      taken = found.rows.length > 0;
    }
    for (const row of prepared) {
      const oldId = row.id as number;
      if (taken) delete row.id;
      const newId = await insertRow(trx, spec.table, row);
      map.set(oldId, newId);
    }
    if (!taken && ctx.dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence(${spec.table}, 'id'), (select max(id) from ${sql.table(spec.table)}))`.execute(trx);
    }
    for (const [column, target] of laterRefs) {
      late.push({
        spec,
        column,
        target,
        rows: rows.filter((row) => row[column] != null).map((row) => ({ newId: map.get(row.id as number)!, ref: row[column] as number })),
      });
    }
  }
  for (const { spec, column, target, rows } of late) {
    const map = idMaps.get(target)!;
    for (const { newId, ref } of rows) {
      // A cover that points at a photo no longer there stays dangling (read as "first photo") only when ids were kept.
      const value = map.get(ref) ?? null;
      await sql`update ${sql.table(spec.table)} set ${sql.ref(column)} = ${value} where id = ${newId}`.execute(trx);
    }
  }
  await trx.updateTable('sites').set(mapSiteMedia(data.site, toStored)).where('id', '=', siteId).execute();
}

async function insertRow(trx: Trx, table: TableName, row: Row): Promise<number> {
  const columns = Object.keys(row);
  const values = columns.map((c) => row[c]);
  const hasId = table !== 'music_tags';
  const result = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(values)})${hasId ? sql` returning id` : sql``}`.execute(trx);
  return Number(result.rows[0]?.id ?? 0);
}
