import path from 'node:path';
import yauzl, { type Entry, type ZipFile as ZipReader } from 'yauzl';
import { z } from 'zod';
import { ARCHIVE_MAX_MB } from '../../../shared/constants.js';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { DEFAULT_TRACK_KIND } from '../../repositories/music-repository.js';
import type { MediaKind } from '../../storage/media-kinds.js';
import { badMedia, treatMedia, type TreatedMedia } from './archive-media.js';
import { mediaUses, type MediaUse, type Row } from './archive-paths.js';
import { assertCleanText, assertForms } from './archive-texts.js';
import {
  ARCHIVE_DATA_FILE,
  ARCHIVE_FORMAT,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_VERSION,
  GIFT_TABLES,
  SITE_FIELDS,
  type SiteFields,
  type TableName,
} from './gift-content.js';
import { MB } from '../../../shared/constants.js';

// The import's first half (decision 030): the archive is checked completely, its media unpacked and
// treated in a work folder, before anything of the gift changes. Each fault is a 4xx with a clear message.

export const ARCHIVE_MAX_BYTES = ARCHIVE_MAX_MB * MB;
/** kado-gift.json may be at most this large (text only; media are separate entries). */
const DATA_MAX_BYTES = 64 * MB;
const MAX_ENTRIES = 50_000;
/** Compression methods yauzl reads: stored and deflated. */
const READABLE_METHODS = new Set([0, 8]);

/** What the archive's kado-gift.json holds. */
export interface GiftArchiveData {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exported_at: string;
  site: SiteFields;
  tables: Record<string, Row[]>;
}

export type MediaRow = { path: string; mime: string; size: number; kind: string; is_public: number } & Row;

/** A media file of the archive, checked and treated, and where it lands. */
export interface CheckedMedia extends TreatedMedia {
  row: MediaRow;
  /** The kind the rows using it give it: its folder name, its audience. */
  kind: MediaKind;
  /** The media_files kind recorded: the kind's folder, or the seeded track's own label. */
  label: string;
  /** Where it lands in the store (the importing gift's folder). */
  target: string;
}

type CheckContext = Pick<AppContext, 'media' | 'mediaFolder'>;

export const refuse = (message: string, status = 422) => new HttpError(status, message, { file: [message] });

const envelope = z.object({ format: z.unknown(), version: z.unknown() }).loose();

// A table a later version brought is absent from an older archive (Momen Hati from version 2, decision 090).
const tablesShape = z.strictObject(
  Object.fromEntries(
    GIFT_TABLES.map((spec) => {
      const rows = z.array(spec.row).max(100_000);
      return [spec.table, spec.since ? rows.optional() : rows];
    }),
  ),
);
const archiveData = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  exported_at: z.string().max(100),
  site: SITE_FIELDS,
  tables: tablesShape,
});

const openZip = (file: string) =>
  new Promise<ZipReader>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** yauzl's own refusals of a name that climbs out or is absolute. */
const isUnsafeNameError = (error: unknown) =>
  error instanceof Error && /invalid (relative path|characters in fileName)|absolute path/i.test(error.message);

export const isUnsafeName = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /(^|\/)\.\.?(\/|$)/.test(name) ||
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  /[\u0000-\u001f\u007f]/.test(name) ||
  /^[A-Za-z]:/.test(name);

/** kado-gift.json, parsed; an entry that cannot be read (a broken deflate stream) is no readable ZIP. */
async function readData(zip: ZipReader, entry: Entry): Promise<unknown> {
  if (entry.uncompressedSize > DATA_MAX_BYTES) throw refuse(ARCHIVE_MSG.invalidData);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > DATA_MAX_BYTES) throw refuse(ARCHIVE_MSG.invalidData);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(ARCHIVE_MSG.notZip);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw refuse(ARCHIVE_MSG.foreign);
  }
}

/** The entries by name, each checked: a safe name, readable (neither encrypted nor of an unknown method), within the limits. */
async function listEntries(zip: ZipReader): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw refuse(ARCHIVE_MSG.tooManyFiles);
  const entries = new Map<string, Entry>();
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (isUnsafeName(name)) throw refuse(ARCHIVE_MSG.unsafePath);
      // yauzl would refuse to read such an entry only when asked to: refused here, before anything is read.
      if (entry.isEncrypted() || !READABLE_METHODS.has(entry.compressionMethod)) throw refuse(ARCHIVE_MSG.notZip);
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
  return entries;
}

/** The data's format and version, its texts, its rows' shapes, ids and parents, and each row through its form. */
function checkData(raw: unknown): GiftArchiveData {
  const head = envelope.safeParse(raw);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) throw refuse(ARCHIVE_MSG.foreign);
  const { version } = head.data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw refuse(ARCHIVE_MSG.foreign);
  if (version > ARCHIVE_VERSION) throw refuse(ARCHIVE_MSG.newer);
  assertCleanText(raw);
  const parsed = archiveData.safeParse(raw);
  if (!parsed.success) throw refuse(ARCHIVE_MSG.invalidData);
  const data = parsed.data as GiftArchiveData;
  // An archive of a version before a table's holds none of it.
  if (GIFT_TABLES.some((spec) => spec.since && version < spec.since && data.tables[spec.table] !== undefined)) {
    throw refuse(ARCHIVE_MSG.invalidData);
  }
  checkRows(data);
  assertForms(data.site, data.tables);
  return data;
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
 * The kind of a file from the rows that use it: all must agree (a public PIN photo's file cannot also be a
 * private gallery photo). The seeded track keeps its own label when the gift's background track uses it.
 */
function kindOfUses(uses: MediaUse[], archived: string): { kind: MediaKind; label: string } {
  const kind = uses[0]!.kind;
  if (uses.some((use) => use.kind.folder !== kind.folder)) throw refuse(ARCHIVE_MSG.invalidData);
  const label = archived === DEFAULT_TRACK_KIND && uses.some((use) => use.siteTrack) ? DEFAULT_TRACK_KIND : kind.folder;
  return { kind, label };
}

/**
 * Checks the archive at `zipPath` completely, unpacking and treating its media in `workDir`; throws a 4xx
 * with a clear message on the first fault. Nothing of the gift is touched. A media_files row no row uses
 * is left out: it would have no kind to follow.
 */
export async function checkArchive(
  ctx: CheckContext,
  zipPath: string,
  workDir: string,
): Promise<{ data: GiftArchiveData; media: CheckedMedia[] }> {
  let zip: ZipReader;
  try {
    zip = await openZip(zipPath);
  } catch {
    throw refuse(ARCHIVE_MSG.notZip);
  }
  try {
    const entries = await listEntries(zip);
    const dataEntry = entries.get(ARCHIVE_DATA_FILE);
    if (!dataEntry) throw refuse(ARCHIVE_MSG.foreign);
    const data = checkData(await readData(zip, dataEntry));

    // Every file the rows name is a media_files row, each of those is in the ZIP, and nothing else is.
    const prefix = ctx.mediaFolder();
    const mediaRows = data.tables.media_files as MediaRow[];
    const byPath = new Map(mediaRows.map((row) => [row.path, row]));
    if (byPath.size !== mediaRows.length) throw refuse(ARCHIVE_MSG.invalidData);
    const uses = mediaUses(data.site, data.tables);
    for (const p of uses.keys()) if (!byPath.has(p)) throw refuse(ARCHIVE_MSG.missingMedia);
    for (const name of entries.keys()) {
      if (name === ARCHIVE_DATA_FILE) continue;
      if (!name.startsWith(ARCHIVE_MEDIA_DIR) || !byPath.has(name.slice(ARCHIVE_MEDIA_DIR.length))) throw refuse(ARCHIVE_MSG.foreign);
    }
    const media: CheckedMedia[] = [];
    for (const row of mediaRows) {
      const target = prefix + row.path;
      if (isUnsafeName(row.path) || !ctx.media.isStoragePath(target)) throw refuse(ARCHIVE_MSG.unsafePath);
      const entry = entries.get(ARCHIVE_MEDIA_DIR + row.path);
      if (!entry) throw refuse(ARCHIVE_MSG.missingMedia);
      const used = uses.get(row.path);
      if (!used) continue;
      const { kind, label } = kindOfUses(used, row.kind);
      if (entry.uncompressedSize !== row.size || row.size > kind.maxBytes) throw badMedia();
      const treated = await treatMedia(zip, entry, row, kind, path.join(workDir, `${media.length}.media`));
      media.push({ ...treated, row, kind, label, target });
    }
    return { data, media };
  } finally {
    zip.close();
  }
}
