import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages.js';
import type { Database } from '../db/schema.js';

// What a gift archive holds (issue 17, decision 030): every table of a gift's content, each with its row
// shape (checked on import), how its rows belong to the gift, which columns name stored files, and which
// columns point at another table's rows. Adding a table (or a column) is one entry (or one key) here; a
// test (gift-content.test.ts) fails while a table or column of the schema is neither declared nor excluded.

export type TableName = keyof Database;

const id = z.number().int().positive();
const text = z.string().max(1_000_000);
const maybeText = text.nullable();
const int = z.number().int();
const maybeInt = int.nullable();
/** A storage path as the archive writes it: relative to the gift's own media folder. */
const mediaPath = z.string().min(1).max(500);

export interface ContentTable {
  table: TableName;
  /** Rows belong to the gift by `site_id`, or through a parent row of an earlier declared table. */
  owner: { site: true } | { parent: TableName; column: string };
  /** The row as the archive holds it: every column but site_id (and the parent's id, remapped). */
  row: z.ZodObject;
  /** Columns naming a stored file (a media_files path). */
  media?: readonly string[];
  /** Columns holding another declared table's id, remapped with it on import. */
  refs?: Readonly<Record<string, TableName>>;
  /** No `id` column (one row per gift, keyed by site_id). */
  noId?: true;
}

/**
 * The gift's content tables, parents before children. media_files comes first: it is the list of the
 * gift's stored files, and every media column must name one of its rows.
 */
export const GIFT_TABLES: readonly ContentTable[] = [
  {
    table: 'media_files',
    owner: { site: true },
    row: z.strictObject({
      id,
      kind: z.string().min(1).max(50),
      path: mediaPath,
      mime: z.string().min(1).max(100),
      size: int.nonnegative(),
      is_public: z.union([z.literal(0), z.literal(1)]),
      created_at: text,
      original_name: maybeText,
    }),
    media: ['path'],
  },
  { table: 'openings', owner: { site: true }, row: z.strictObject({ id, title: text, recipient_name: text }) },
  { table: 'feature_configs', owner: { site: true }, row: z.strictObject({ id, title: text, selected_features: text }) },
  { table: 'days_of_love', owner: { site: true }, row: z.strictObject({ id, title: text, date_at: text, created_at: text }) },
  {
    table: 'date_inputs',
    owner: { site: true },
    row: z.strictObject({ id, title: text, selected_date: text, photo_path: maybeText }),
    media: ['photo_path'],
  },
  { table: 'quiz_questions', owner: { site: true }, row: z.strictObject({ id, question: text, answer: text, created_at: text }) },
  {
    table: 'quiz_options',
    owner: { parent: 'quiz_questions', column: 'question_id' },
    row: z.strictObject({ id, question_id: id, option_text: text }),
  },
  { table: 'todos', owner: { site: true }, row: z.strictObject({ id, title: text, is_selected: int, created_at: text }) },
  { table: 'milestones', owner: { site: true }, row: z.strictObject({ id, title: text, date: text, created_at: text }) },
  {
    table: 'gallery_folders',
    owner: { site: true },
    row: z.strictObject({ id, name: text, created_at: text, cover_photo_id: maybeInt }),
    // A later table: set once the photos are in.
    refs: { cover_photo_id: 'gallery_photos' },
  },
  {
    table: 'gallery_photos',
    owner: { parent: 'gallery_folders', column: 'folder_id' },
    row: z.strictObject({
      id,
      folder_id: id,
      title: text,
      path: mediaPath,
      created_at: text,
      thumb_path: maybeText,
      display_path: maybeText,
      width: maybeInt,
      height: maybeInt,
      placeholder: maybeText,
    }),
    media: ['path', 'thumb_path', 'display_path'],
  },
  {
    table: 'love_moments',
    owner: { site: true },
    row: z.strictObject({
      id,
      title: text,
      date: text,
      letter: text,
      cover_path: maybeText,
      created_at: text,
      cover_thumb_path: maybeText,
      cover_display_path: maybeText,
      cover_placeholder: maybeText,
      opens_at: maybeText,
      voice_path: maybeText,
    }),
    media: ['cover_path', 'cover_thumb_path', 'cover_display_path', 'voice_path'],
  },
  {
    table: 'love_typing',
    owner: { site: true },
    row: z.strictObject({ id, paragraphs: text, music_path: maybeText }),
    media: ['music_path'],
  },
  {
    table: 'video_gifts',
    owner: { site: true },
    row: z.strictObject({ id, title: text, description: text, video_path: maybeText }),
    media: ['video_path'],
  },
  {
    table: 'crosswords',
    owner: { site: true },
    row: z.strictObject({ id, entries: text, created_at: text, updated_at: text }),
  },
  {
    table: 'music_tags',
    owner: { site: true },
    row: z.strictObject({ path: mediaPath, title: maybeText, artist: maybeText, cover: maybeText }),
    media: ['path'],
    noId: true,
  },
];

/**
 * The gift's own columns of its sites row; coupon_json is JSON whose `couponImage` names a stored file.
 * The rest of the row (slug, share key, privacy, visits, state) is the gift's address and access, not
 * its content.
 */
export const SITE_FIELDS = z.strictObject({
  title: text,
  music_path: maybeText,
  coupon_json: maybeText,
  /** Added after version 1's first archives (decision 032): an archive without it keeps the gift's language. */
  language: z.enum(LANGUAGES).optional(),
});
export type SiteFields = z.infer<typeof SITE_FIELDS>;
export const SITE_MEDIA = ['music_path'] as const;
/** Keys of coupon_json's object that name a stored file. */
export const COUPON_JSON_MEDIA = ['couponImage'] as const;
/** sites columns left out of the archive, with why. */
export const SITE_COLUMNS_EXCLUDED: Readonly<Record<string, string>> = {
  id: 'the gift importing is the one it lands in',
  created_at: 'when this gift was made, not its content',
  slug: "the gift's address",
  share_key: 'a share token: access, not content',
  is_private: 'who may open the gift: access, not content',
  disabled_at: "the operator's switch",
  last_visit_at: 'a visit, not content',
};

/** Tables of the schema that are not in an archive, with why. */
export const EXCLUDED_TABLES: Readonly<Partial<Record<TableName, string>>> = {
  sites: 'the gift itself; its content columns are SITE_FIELDS',
  users: "the giver's account and password stay with the gift that has them",
  sessions: 'sign-ins belong to this server',
  auth_attempts: 'attempt limits belong to this server',
  main_gift_unlocks: "a viewer session's unlock goes with its session",
  operator_sessions: "the operator's, not any gift's",
  console_attempts: "the operator's, not any gift's",
};

export const ARCHIVE_FORMAT = 'kado-gift';
/** Raised when the archive's shape changes; an archive of a newer version is refused. */
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_DATA_FILE = 'kado-gift.json';
export const ARCHIVE_MEDIA_DIR = 'media/';
