import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import yazl from 'yazl';
import type { z } from 'zod';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { endViewerSessionsIfPinChanged } from '../auth/pin-change.js';
import type { AppContext } from '../../context.js';
import type { Trx } from '../../db/database.js';
import { HttpError } from '../../lib/errors.js';
import { MB } from '../../../shared/constants.js';
import { quotaFull, quotaMb } from '../uploads/quota.js';
import { checkArchive, refuse, type CheckedMedia, type GiftArchiveData } from './archive-check.js';
import { mapRowMedia, mapSiteMedia, relativeOf, type Row } from './archive-paths.js';
import { themeOf } from '../../../shared/themes.js';
import {
  ARCHIVE_DATA_FILE,
  ARCHIVE_FORMAT,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_VERSION,
  GIFT_TABLES,
  KINDS_LEFT_IN_PLACE_V1,
  MOMENTS_GIVERS_SHARE,
  type ContentTable,
  type SiteFields,
  type TableName,
} from './gift-content.js';

export { ARCHIVE_MAX_BYTES } from './archive-check.js';

// Export and import of one gift (decision 030). The archive is a ZIP: kado-gift.json (the rows
// of every table GIFT_TABLES declares, with a format version) and media/<path> for every stored file.
// Import checks everything first (archive-check.ts: format, version, texts through the write routes'
// schemas, rows, paths, every file's presence, size and type by its bytes, each file treated as its
// kind's upload is) and changes nothing until all is known good; then new files are written, the content
// is replaced in one transaction (which also ends the viewers' sessions when the PIN changed), and the
// old files go only after it committed.

type ArchiveContext = Pick<AppContext, 'db' | 'dialect' | 'media' | 'scope' | 'mediaFolder' | 'repos' | 'sites' | 'config'>;

// ---------------------------------------------------------------- reading the gift

async function readGift(ctx: ArchiveContext, trx: Trx): Promise<{ site: SiteFields; tables: Record<string, Row[]> }> {
  const siteId = ctx.scope.siteId();
  const siteRow = await trx
    .selectFrom('sites')
    .select(['title', 'music_path', 'coupon_json', 'language', 'theme'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const tables: Record<string, Row[]> = {};
  for (const spec of GIFT_TABLES) tables[spec.table] = await rowsOf(trx, spec, siteId);
  return { site: { ...siteRow, language: siteRow.language === 'en' ? 'en' : 'id', theme: themeOf(siteRow.theme) }, tables };
}

/**
 * The gift's stored files an archive of `version` holds and replaces (a condition on media_files): from version 2 every
 * one but the files of the recipient's private moments (decision 090); version 1 held no moment's photo at all, and an
 * import of it leaves every one in place.
 */
function archivedFiles(siteId: number, version: number) {
  if (version < 2) return sql`kind not in (${sql.join(KINDS_LEFT_IN_PLACE_V1)})`;
  return sql`not exists (select 1 from heart_moments h where h.site_id = ${siteId} and not ${sql.raw(MOMENTS_GIVERS_SHARE)}
    and media_files.path in (h.photo_path, h.display_path, h.thumb_path))`;
}

/** The rows of `spec`'s table that are this gift's content in an archive of `version` (and only those an import replaces). */
function ownerOf(spec: ContentTable, siteId: number, version: number = ARCHIVE_VERSION) {
  const owner =
    'site' in spec.owner
      ? sql`site_id = ${siteId}`
      : sql`${sql.ref(spec.owner.column)} in (select id from ${sql.table(spec.owner.parent)} where site_id = ${siteId})`;
  if (spec.fileList) return sql`${owner} and ${archivedFiles(siteId, version)}`;
  // A constant of GIFT_TABLES, never input.
  return spec.giversShare ? sql`${owner} and ${sql.raw(spec.giversShare)}` : owner;
}

/** The gift's stored files an archive of `version` holds and replaces. */
async function archivedPaths(ctx: ArchiveContext, siteId: number, version: number, trx?: Trx): Promise<string[]> {
  const rows = await sql<{
    path: string;
  }>`select path from media_files where site_id = ${siteId} and ${archivedFiles(siteId, version)}`.execute(trx ?? ctx.db);
  return rows.rows.map((row) => row.path);
}

/** A table's rows of this gift, with exactly the declared columns. */
async function rowsOf(trx: Trx, spec: ContentTable, siteId: number): Promise<Row[]> {
  const columns = Object.keys(spec.row.shape);
  // Table and column names come from GIFT_TABLES, never from input.
  const table = sql.table(spec.table);
  const owner = ownerOf(spec, siteId);
  const order = spec.noId ? sql`` : sql` order by id`;
  const result = await sql<Row>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${table} where ${owner}${order}`.execute(trx);
  // PostgreSQL's integers may read back as strings in some drivers: the row schema has numbers.
  return result.rows.map((row) => normalizeNumbers(spec, row));
}

function normalizeNumbers(spec: ContentTable, row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const field = spec.row.shape[key] as z.ZodType;
    const numeric =
      typeof value === 'string' && /^\d+$/.test(value) && field.safeParse(Number(value)).success && !field.safeParse(value).success;
    out[key] = numeric ? Number(value) : value;
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
    tables: Object.fromEntries(
      GIFT_TABLES.map((spec) => [spec.table, (tables[spec.table] ?? []).map((row) => mapRowMedia(spec, row, toRelative))]),
    ),
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

/**
 * Replaces this gift's content with the archive at `zipPath` (already on disk, in `workDir`). Throws a
 * 4xx and changes nothing when the archive is not a good gift archive of a version this server reads.
 */
export async function importGift(ctx: ArchiveContext, zipPath: string, workDir: string): Promise<void> {
  const siteId = ctx.scope.siteId();
  const { data, media } = await checkArchive(ctx, zipPath, workDir);
  const { version } = data;

  // Files already at a target path: this gift's own, with the archive's bytes or the treated ones (an
  // archive of this gift coming back), kept as they are; anything else there is a clash and the import is
  // refused before anything changes.
  const ownPaths = new Set(await archivedPaths(ctx, siteId, version));
  const targets = media.map((file) => file.target);
  // In slices: SQLite takes at most 32 766 bound values in one statement.
  for (let i = 0; i < targets.length; i += 500) {
    const slice = targets.slice(i, i + 500);
    const claimed = await ctx.db.selectFrom('media_files').select(['path', 'site_id']).where('path', 'in', slice).execute();
    // Another gift's file, or one of this gift's that the archive leaves in place (a private moment's photo): a clash.
    if (claimed.some((file) => file.site_id !== siteId || !ownPaths.has(file.path))) throw refuse(ARCHIVE_MSG.conflict, 409);
  }
  const toWrite: CheckedMedia[] = [];
  const records: Row[] = [];
  for (const file of media) {
    const existing = await hashStored(ctx, file.target);
    let stored: { mime: string; size: number } = file;
    if (existing === undefined) toWrite.push(file);
    else if (!ownPaths.has(file.target)) throw refuse(ARCHIVE_MSG.conflict, 409);
    else if (existing === file.archived.sha256) stored = file.archived;
    else if (existing !== file.sha256) throw refuse(ARCHIVE_MSG.conflict, 409);
    // The file's record: its kind and audience from the rows using it, its type and size as stored.
    records.push({ ...file.row, kind: file.label, is_public: file.kind.isPublic ? 1 : 0, mime: stored.mime, size: stored.size });
  }
  // The archive replaces the gift's files: their bytes as stored must fit its quota.
  const importedBytes = records.reduce((sum, row) => sum + Number(row.size), 0);
  const quota = quotaMb(ctx.config, (await ctx.sites.findById(siteId)) ?? null);
  if (importedBytes > quota * MB) throw quotaFull(quota, 'file');
  const content: GiftArchiveData = { ...data, tables: { ...data.tables, media_files: records } };
  // Voice notes' lengths, read from the treated files (by the archive's path): the archive's own numbers are not used.
  const durations = new Map(media.flatMap((file) => (file.durationMs === undefined ? [] : [[file.row.path, file.durationMs] as const])));

  const written: string[] = [];
  let oldPaths: string[] = [];
  try {
    for (const file of toWrite) {
      await ctx.media.restoreFile(file.target, file.tempPath);
      written.push(file.target);
    }
    const prefix = ctx.mediaFolder();
    oldPaths = await ctx.db.transaction().execute(async (trx) => {
      const old = await archivedPaths(ctx, siteId, version, trx);
      const pinBefore = await ctx.repos.dateInput.first(trx);
      await replaceContent(ctx, trx, siteId, content, (p) => prefix + p, durations);
      // A new PIN ends the viewers' sessions as the PIN editor's does (decision 014), in the same transaction.
      await endViewerSessionsIfPinChanged(ctx, pinBefore, { trx, pinOnly: true });
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

async function hashStored(ctx: ArchiveContext, target: string): Promise<string | undefined> {
  const stored = await ctx.media.open(target);
  if (!stored) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of (await stored.read()) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Deletes this gift's content rows and inserts the archive's, in the caller's transaction; measured columns take
 * the length read from their file (`durations`, by the archive's path), or null.
 */
async function replaceContent(
  ctx: ArchiveContext,
  trx: Trx,
  siteId: number,
  data: GiftArchiveData,
  toStored: (p: string) => string,
  durations: ReadonlyMap<string, number>,
) {
  // A table newer than the archive's version is left as it is (an older archive says nothing of it).
  const tables = GIFT_TABLES.filter((spec) => !spec.since || spec.since <= data.version);
  for (const spec of [...tables].reverse()) {
    await sql`delete from ${sql.table(spec.table)} where ${ownerOf(spec, siteId, data.version)}`.execute(trx);
  }
  const idMaps = new Map<TableName, Map<number, number>>();
  const late: { spec: ContentTable; column: string; target: TableName; rows: { newId: number; ref: number }[] }[] = [];
  for (const spec of tables) {
    const rows = (data.tables[spec.table] ?? []).map((row) => mapRowMedia(spec, measure(spec, row, durations), toStored));
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
      const slice = sql.join(ids.slice(i, i + 500));
      const found = await sql<{ id: number }>`select id from ${sql.table(spec.table)} where id in (${slice}) limit 1`.execute(trx);
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

/** The row with each measured column set from its file's reading (null when the file does not say, or there is none). */
function measure(spec: ContentTable, row: Row, durations: ReadonlyMap<string, number>): Row {
  if (!spec.measured) return row;
  const out: Row = { ...row };
  for (const [column, mediaColumn] of Object.entries(spec.measured)) {
    const file = row[mediaColumn];
    out[column] = typeof file === 'string' ? (durations.get(file) ?? null) : null;
  }
  return out;
}

async function insertRow(trx: Trx, table: TableName, row: Row): Promise<number> {
  const columns = Object.keys(row);
  const values = columns.map((c) => row[c]);
  const hasId = table !== 'music_tags';
  const names = sql.join(columns.map((c) => sql.ref(c)));
  const returning = hasId ? sql` returning id` : sql``;
  const into = sql.table(table);
  const result = await sql<{ id: number }>`insert into ${into} (${names}) values (${sql.join(values)})${returning}`.execute(trx);
  return Number(result.rows[0]?.id ?? 0);
}
