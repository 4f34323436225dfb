import { z } from 'zod';
import { LANGUAGES } from '../../../shared/languages.js';
import { THEMES } from '../../../shared/themes.js';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { couponSettingsInput } from '../../../shared/schemas/coupon.js';
import { crosswordEntries } from '../../../shared/schemas/crossword.js';
import { dateInputCreateBody } from '../../../shared/schemas/date-input.js';
import { daysOfLoveBody } from '../../../shared/schemas/days-of-love.js';
import { featuresBody } from '../../../shared/schemas/features.js';
import { folderCreateBody, photoTitleBody } from '../../../shared/schemas/gallery.js';
import { jsonField } from '../../../shared/schemas/json-field.js';
import { loveMomentFields } from '../../../shared/schemas/love-moment.js';
import { loveTypingFields } from '../../../shared/schemas/love-typing.js';
import { milestoneCreateBody } from '../../../shared/schemas/milestones.js';
import { openingBody } from '../../../shared/schemas/opening.js';
import { quizSaveBody } from '../../../shared/schemas/quiz.js';
import { replyFormFields } from '../../../shared/schemas/replies.js';
import { todoCreateBody } from '../../../shared/schemas/todos.js';
import { videoGiftFields } from '../../../shared/schemas/video-gift.js';
import { wishFormFields } from '../../../shared/schemas/wishes.js';
import { heartMomentFormFields } from '../../../shared/schemas/heart-moments.js';
import { HEART_MOMENT_AUTHORS, HEART_MOMENT_FEELINGS, HEART_MOMENT_VISIBILITIES } from '../../../shared/heart-moments.js';
import type { Database } from '../../db/schema.js';
import { MEDIA_KINDS, type MediaKind } from '../../storage/media-kinds.js';

// What a gift archive holds (decision 030): every table of a gift's content, each with its row
// shape (checked on import), the write route's schema its texts pass, how its rows belong to the gift,
// which columns name stored files (and the kind of file each holds), and which columns point at another
// table's rows. Adding a table (or a column) is one entry (or one key) here; a test (gift-content.test.ts)
// fails while a table or column of the schema is neither declared nor excluded.

export type TableName = keyof Database;

const id = z.number().int().positive();
const text = z.string().max(1_000_000);
const maybeText = text.nullable();
const int = z.number().int();
const maybeInt = int.nullable();
/** A length the server read from a file; an archive from before it has none (recomputed on import either way). */
const maybeDuration = int
  .nonnegative()
  .max(24 * 60 * 60 * 1000)
  .nullable()
  .optional();
/** A storage path as the archive writes it: relative to the gift's own media folder. */
const mediaPath = z.string().min(1).max(500);
/** When a row was made: the server writes ISO times; any text a date can be read from passes. */
const timestamp = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)));
/** A pixel size the server measured. */
const maybePixels = z.number().int().positive().max(1_000_000).nullable();
/** A tiny image the server made (a placeholder, a track's cover), as a base64 data URL. */
const maybeImageData = z
  .string()
  .max(1_000_000)
  .regex(/^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/)
  .nullable();
/** The name a file was uploaded with, as multipart.ts keeps it: at most 200 characters, no folder or control character. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const FOLDER_OR_CONTROL = /[/\\\u0000-\u001f\u007f]/;
const originalName = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !FOLDER_OR_CONTROL.test(name) && name !== '.' && name !== '..');

type Row = Record<string, unknown>;
/** Rows of `table` whose `column` holds `id` (a question's options). */
export type Children = (table: TableName, column: string, id: number) => Row[];

/** The write route's schema a row passes, and what of the row it is given (default: the row itself). */
export interface RowForm {
  schema: z.ZodType;
  input?: (row: Row, children: Children) => unknown;
}

export interface ContentTable {
  table: TableName;
  /** Rows belong to the gift by `site_id`, or through a parent row of an earlier declared table. */
  owner: { site: true } | { parent: TableName; column: string };
  /** The row as the archive holds it: every column but site_id (and the parent's id, remapped). */
  row: z.ZodObject;
  /**
   * The schema of the write route that makes such a row, which each row must pass as that route's form
   * would (columns it does not name are ignored); none where no form writes the row.
   */
  form?: RowForm;
  /**
   * Columns naming a stored file (a media_files path), each with the kind of file it holds: an imported
   * file's kind, limits, treatment and audience follow the row that uses it, never the archive's word.
   */
  media?: Readonly<Record<string, MediaKind>>;
  /** The list of the gift's stored files (media_files): `path` is each file's own. */
  fileList?: true;
  /** Columns holding another declared table's id, remapped with it on import. */
  refs?: Readonly<Record<string, TableName>>;
  /**
   * Columns the server measures from a file (a voice note's length), each with the media column naming that
   * file: on import read again from the treated file, never taken from the archive.
   */
  measured?: Readonly<Record<string, string>>;
  /** No `id` column (one row per gift, keyed by site_id). */
  noId?: true;
  /** The archive version that brought the table: an older archive has none, and an import of it leaves the table as it is. */
  since?: number;
  /**
   * Only the rows the giver's archive may hold (an SQL condition on the table's own columns): the export reads just
   * these, and an import replaces just these, leaving the others where they are.
   */
  giversShare?: string;
}

/** The moments the giver's archive holds: the giver's own and the shared ones, never another's private one. */
export const MOMENTS_GIVERS_SHARE = "(author = 'giver' or visibility = 'shared')";

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
      created_at: timestamp,
      original_name: originalName.nullable(),
    }),
    fileList: true,
  },
  {
    table: 'openings',
    owner: { site: true },
    row: z.strictObject({ id, title: text, recipient_name: text }),
    form: { schema: openingBody },
  },
  {
    table: 'feature_configs',
    owner: { site: true },
    row: z.strictObject({ id, title: text, selected_features: text }),
    form: { schema: featuresBody },
  },
  {
    table: 'days_of_love',
    owner: { site: true },
    row: z.strictObject({ id, title: text, date_at: text, created_at: timestamp }),
    form: { schema: daysOfLoveBody },
  },
  {
    table: 'date_inputs',
    owner: { site: true },
    row: z.strictObject({ id, title: text, selected_date: text, photo_path: maybeText }),
    form: { schema: dateInputCreateBody },
    media: { photo_path: MEDIA_KINDS.pinPhoto },
  },
  {
    table: 'quiz_questions',
    owner: { site: true },
    row: z.strictObject({ id, question: text, answer: text, created_at: timestamp }),
    // A question is saved with its options in one form.
    form: {
      schema: quizSaveBody,
      input: (row, children) => ({
        question: row.question,
        answer: row.answer,
        options: children('quiz_options', 'question_id', row.id as number).map((option) => option.option_text),
      }),
    },
  },
  {
    table: 'quiz_options',
    owner: { parent: 'quiz_questions', column: 'question_id' },
    row: z.strictObject({ id, question_id: id, option_text: text }),
    // Checked with its question's form.
  },
  {
    table: 'todos',
    owner: { site: true },
    row: z.strictObject({ id, title: text, is_selected: z.union([z.literal(0), z.literal(1)]), created_at: timestamp }),
    form: { schema: todoCreateBody },
  },
  {
    table: 'milestones',
    owner: { site: true },
    row: z.strictObject({ id, title: text, date: text, created_at: timestamp }),
    form: { schema: milestoneCreateBody },
  },
  {
    table: 'gallery_folders',
    owner: { site: true },
    row: z.strictObject({ id, name: text, created_at: timestamp, cover_photo_id: maybeInt }),
    form: { schema: folderCreateBody },
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
      created_at: timestamp,
      thumb_path: maybeText,
      display_path: maybeText,
      width: maybePixels,
      height: maybePixels,
      placeholder: maybeImageData,
    }),
    form: { schema: photoTitleBody },
    media: { path: MEDIA_KINDS.photo, thumb_path: MEDIA_KINDS.photo, display_path: MEDIA_KINDS.photo },
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
      created_at: timestamp,
      cover_thumb_path: maybeText,
      cover_display_path: maybeText,
      cover_placeholder: maybeImageData,
      opens_at: maybeText,
      voice_path: maybeText,
      voice_note_duration_ms: maybeDuration,
    }),
    // The form sends no opening date as an empty field; the row holds null.
    form: { schema: loveMomentFields, input: (row) => ({ ...row, opens_at: row.opens_at ?? undefined }) },
    media: {
      cover_path: MEDIA_KINDS.cover,
      cover_thumb_path: MEDIA_KINDS.cover,
      cover_display_path: MEDIA_KINDS.cover,
      voice_path: MEDIA_KINDS.voiceNote,
    },
    measured: { voice_note_duration_ms: 'voice_path' },
  },
  {
    table: 'replies',
    owner: { site: true },
    row: z.strictObject({ id, message: text, voice_path: maybeText, created_at: timestamp, voice_note_duration_ms: maybeDuration }),
    // The reply's own form: the letter's limit; the voice note is checked as a file.
    form: { schema: replyFormFields },
    media: { voice_path: MEDIA_KINDS.replyVoiceNote },
    measured: { voice_note_duration_ms: 'voice_path' },
  },
  {
    // Hearts: each names one photo or one love moment, remapped with it. The session's hash
    // comes along so the count stays; it opens nothing, and no session here has it.
    table: 'hearts',
    owner: { site: true },
    row: z.strictObject({
      id,
      photo_id: maybeInt,
      love_moment_id: maybeInt,
      session_hash: z.string().min(1).max(200),
      created_at: timestamp,
    }),
    refs: { photo_id: 'gallery_photos', love_moment_id: 'love_moments' },
  },
  {
    // Wishes from friends, with the giver's approval; the photo's three files as wish photos.
    table: 'wishes',
    owner: { site: true },
    row: z.strictObject({
      id,
      name: text,
      message: text,
      photo_path: maybeText,
      thumb_path: maybeText,
      display_path: maybeText,
      approved: z.union([z.literal(0), z.literal(1)]),
      created_at: timestamp,
    }),
    // The guest's own form: the name's and the message's limits; the photo is checked as a file.
    form: { schema: wishFormFields },
    media: { photo_path: MEDIA_KINDS.wishPhoto, thumb_path: MEDIA_KINDS.wishPhoto, display_path: MEDIA_KINDS.wishPhoto },
  },
  {
    table: 'love_typing',
    owner: { site: true },
    row: z.strictObject({ id, paragraphs: text, music_path: maybeText }),
    form: { schema: loveTypingFields },
    media: { music_path: MEDIA_KINDS.music },
  },
  {
    table: 'video_gifts',
    owner: { site: true },
    // poster_path came with decision 042: an older archive has none.
    row: z.strictObject({ id, title: text, description: text, video_path: maybeText, poster_path: maybeText.optional() }),
    form: { schema: videoGiftFields },
    media: { video_path: MEDIA_KINDS.video, poster_path: MEDIA_KINDS.poster },
  },
  {
    table: 'crosswords',
    owner: { site: true },
    row: z.strictObject({ id, entries: text, created_at: timestamp, updated_at: timestamp }),
    // Stored as the JSON of the entries the route's body carries.
    form: { schema: z.object({ entries: jsonField(crosswordEntries, ARCHIVE_MSG.invalidData) }) },
  },
  {
    // Momen Hati (docs/product.md §16, §29): the giver's own moments and the shared ones, with their photos.
    // The recipient's private moments are neither exported nor replaced by an import, and an archive naming one is
    // refused: an import never makes a moment the giver cannot see, nor shows one.
    table: 'heart_moments',
    owner: { site: true },
    row: z
      .strictObject({
        id,
        author: z.enum(HEART_MOMENT_AUTHORS),
        date: text,
        words: text,
        feeling: z.enum(HEART_MOMENT_FEELINGS),
        visibility: z.enum(HEART_MOMENT_VISIBILITIES),
        photo_path: maybeText,
        display_path: maybeText,
        thumb_path: maybeText,
        placeholder: maybeImageData,
        hearted_at: timestamp.nullable(),
        created_at: timestamp,
        updated_at: timestamp,
      })
      .refine((row) => row.author === 'giver' || row.visibility === 'shared'),
    // The moment's own form: its words, feeling, day and visibility; the photo is checked as a file.
    form: { schema: heartMomentFormFields },
    media: {
      photo_path: MEDIA_KINDS.heartMomentPhoto,
      display_path: MEDIA_KINDS.heartMomentPhoto,
      thumb_path: MEDIA_KINDS.heartMomentPhoto,
    },
    since: 2,
    giversShare: MOMENTS_GIVERS_SHARE,
  },
  {
    table: 'music_tags',
    owner: { site: true },
    // Read from the track's own tags by the server: no form writes them.
    row: z.strictObject({ path: mediaPath, title: maybeText, artist: maybeText, cover: maybeImageData }),
    media: { path: MEDIA_KINDS.music },
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
  /** Added with themes (decision 041): an archive without it keeps the gift's theme. */
  theme: z.enum(THEMES).optional(),
});
export type SiteFields = z.infer<typeof SITE_FIELDS>;
/**
 * What the coupon route stores in coupon_json: its settings (messages as an object) and the image's path.
 * The site's title has no form (the seed's or the operator's); it passes the text checks only.
 */
export const SITE_FORM: RowForm = {
  schema: z.object({
    coupon_json: jsonField(couponSettingsInput.extend({ couponImage: z.string().nullable() }), ARCHIVE_MSG.invalidData).nullable(),
  }),
};
/** The sites columns naming a stored file, with the kind each holds. */
export const SITE_MEDIA = { music_path: MEDIA_KINDS.music } as const satisfies Record<string, MediaKind>;
/** Keys of coupon_json's object that name a stored file, with the kind each holds. */
export const COUPON_JSON_MEDIA = { couponImage: MEDIA_KINDS.cover } as const satisfies Record<string, MediaKind>;
/** sites columns left out of the archive, with why. */
export const SITE_COLUMNS_EXCLUDED: Readonly<Record<string, string>> = {
  id: 'the gift importing is the one it lands in',
  created_at: 'when this gift was made, not its content',
  slug: "the gift's address",
  share_key: 'a share token: access, not content',
  is_private: 'who may open the gift: access, not content',
  disabled_at: "the operator's switch",
  last_visit_at: 'a visit, not content',
  quota_mb: "the operator's storage quota for this gift (decision 037)",
  ends_at: "the operator's end date for this gift (decision 037)",
  reveal_at: 'when the gift may be opened (decision 039): access, not content',
  record_activity: "the giver's choice about visits, not content (decision 040)",
  wishes_key: "the wishes link's key (decision 045): access, not content",
  wishes_open: 'whether the wishes link takes wishes (decision 045): access, not content',
  notify_opened: "the giver's mail switches (decision 061), not content",
  notify_replies: "the giver's mail switches (decision 061), not content",
  notify_wishes: "the giver's mail switches (decision 061), not content",
  notify_key: "the unsubscribe links' secret (decision 061): access, not content",
  signed_up_at: 'how this gift was made on this server (decision 061), not content',
  occasion: "the occasion last applied (decision 063): the texts it wrote travel as the gift's own, the choice does not",
  kept_texts: "demo texts the giver kept on purpose (decision 087): advice of this server's readiness list, not content",
  notify_moments: "the giver's mail switch for shared moments (docs/product.md §29), not content",
  moments_mail_to: "the recipient's own address, left with its consent for these mails only (docs/product.md §29): never the giver's",
  moments_mail_since: "when the recipient consented to the moments' mails (docs/product.md §29), not content",
};

/** Tables of the schema that are not in an archive, with why. */
export const EXCLUDED_TABLES: Readonly<Partial<Record<TableName, string>>> = {
  sites: 'the gift itself; its content columns are SITE_FIELDS',
  users: "the giver's account and password stay with the gift that has them",
  sessions: 'sign-ins belong to this server',
  auth_attempts: 'attempt limits belong to this server',
  main_gift_unlocks: "a viewer session's unlock goes with its session",
  activity_events: "the recipient's footsteps on this server, not content (decision 040)",
  video_conversions: "a conversion running on this server, or its failure: the giver's, not content (decision 042)",
  operator_sessions: "the operator's, not any gift's",
  console_attempts: "the operator's, not any gift's",
  upload_reservations: 'room uploads in progress on this server hold in the quota (decision 052), not content',
  mail_outbox: 'mail waiting on this server to be sent, or sent (decision 060), not content',
  password_resets: "a giver's reset links go with the account on this server (decision 060)",
  signups: 'sign-ups waiting on this server for their confirmation (decision 061), not any gift',
  notifications: 'when this server last mailed the giver (decision 061), not content',
};

/**
 * Stored files an archive of version 1 neither held nor replaces, by their kind (media_files.kind): Momen Hati's
 * photos, whose table came with version 2. An import of a version 1 archive leaves them in place.
 */
export const KINDS_LEFT_IN_PLACE_V1: readonly string[] = [MEDIA_KINDS.heartMomentPhoto.folder];

export const ARCHIVE_FORMAT = 'kado-gift';
/**
 * Raised when the archive's shape changes; an archive of a newer version is refused, an older one still read.
 * 2: Momen Hati (decision 090), the giver's own moments and the shared ones.
 */
export const ARCHIVE_VERSION = 2;
export const ARCHIVE_DATA_FILE = 'kado-gift.json';
export const ARCHIVE_MEDIA_DIR = 'media/';
