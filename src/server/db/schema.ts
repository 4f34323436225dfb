import type { ColumnType, Generated, Selectable } from 'kysely';
import type { HeartMomentAuthor, HeartMomentFeeling, HeartMomentVisibility } from '../../shared/heart-moments.js';

// Table shapes as Kysely sees them. Every content row hangs off one site (decision 002).

interface SiteTable {
  id: Generated<number>;
  title: string;
  music_path: string | null;
  coupon_json: string | null;
  created_at: string;
  /** Many gifts (migration 007): the host's first label, {slug}.BASE_DOMAIN; null for the single gift. */
  slug: string | null;
  /** The share link's secret, kept raw so the giver can show the link again. */
  share_key: string | null;
  /** 1: only holders of the share key may open the gift or try its PIN. */
  is_private: Generated<number>;
  disabled_at: string | null;
  last_visit_at: string | null;
  /** The gift's language (migration 015): 'id' or 'en'. */
  language: Generated<string>;
  /** The operator's storage quota in MB (migration 016); null: GIFT_QUOTA_MB. */
  quota_mb: number | null;
  /** The operator's end date (migration 016): after it the gift is closed like a disabled one; its data stays. */
  ends_at: string | null;
  /** The timed reveal (migration 017): the moment the gift opens, ISO 8601 in UTC; null: open. */
  reveal_at: string | null;
  /** 1: the recipient's footsteps are recorded (migration 018). */
  record_activity: Generated<number>;
  /** The gift's theme (migration 019): a name of shared/themes.ts, 'rose' by default. */
  theme: Generated<string>;
  /** The wishes link's secret (migration 022): /w/{key}; null until the giver first reads the link. */
  wishes_key: string | null;
  /** 1: the wishes link takes wishes; closed by default. */
  wishes_open: Generated<number>;
  /** The giver's mail switches (migration 027): 1 on; opened and replies on by default. */
  notify_opened: Generated<number>;
  notify_replies: Generated<number>;
  notify_wishes: Generated<number>;
  /** The secret the notifications' unsubscribe links are signed with; null until the first mail. */
  notify_key: string | null;
  /** When a visitor made this gift by signing up; null: the operator's, or the single gift. */
  signed_up_at: string | null;
  /** The occasion last applied (migration 028): a key of shared/occasions; null while none was. */
  occasion: string | null;
  /** Demo or occasion texts the giver keeps on purpose (migration 032): JSON [{ key, text }]; null for none. */
  kept_texts: string | null;
  /** The giver's mail when the recipient shares a moment (migration 033): 1 on (the default). */
  notify_moments: Generated<number>;
  /** The address the recipient left to be told when the giver shares a moment, and when it consented; null: none. */
  moments_mail_to: string | null;
  moments_mail_since: string | null;
}

/** The operator's sessions (migration 007): they belong to no gift. */
interface OperatorSessionTable {
  id: Generated<number>;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

interface UserTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export type Role = 'viewer' | 'editor';

interface SessionTable {
  id: Generated<number>;
  site_id: number;
  token_hash: string;
  role: Role;
  user_id: number | null;
  expires_at: string;
  created_at: string;
}

/** Attempts in the current fixed window of one limit bucket and key (migration 005). */
export interface AuthAttemptTable {
  site_id: number;
  bucket: string;
  key: string;
  /** Milliseconds since the epoch; PostgreSQL's bigint reads back as a string. */
  window_start: ColumnType<number | string, number, number>;
  count: number;
}

/** The operator's sign-in attempts (migration 010): auth_attempts without a gift. */
export type ConsoleAttemptTable = Omit<AuthAttemptTable, 'site_id'>;

export interface MediaFileTable {
  id: Generated<number>;
  site_id: number;
  kind: string;
  path: string;
  mime: string;
  size: number;
  is_public: number;
  created_at: string;
  /** The name the file was uploaded with (its own safe last segment); null for older or generated files. */
  original_name: string | null;
}

interface OpeningTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  recipient_name: string;
}

interface FeatureConfigTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  selected_features: string;
}

interface DaysOfLoveTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  date_at: string;
  created_at: string;
}

interface DateInputTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  selected_date: string;
  photo_path: string | null;
}

interface QuizQuestionTable {
  id: Generated<number>;
  site_id: number;
  question: string;
  answer: string;
  created_at: string;
}

interface QuizOptionTable {
  id: Generated<number>;
  question_id: number;
  option_text: string;
}

interface TodoTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  is_selected: number;
  created_at: string;
}

interface MilestoneTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  created_at: string;
}

interface GalleryFolderTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  created_at: string;
  /** The photo the giver chose as the folder's cover; null (or a photo since deleted): its first photo. */
  cover_photo_id: number | null;
}

interface GalleryPhotoTable {
  id: Generated<number>;
  folder_id: number;
  title: string;
  /** The full-size JPEG (the download). */
  path: string;
  created_at: string;
  /** WebP sizes, pixel size and placeholder (migration 002); null on older rows. */
  thumb_path: string | null;
  display_path: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
}

export interface LoveMomentTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  date: string;
  letter: string;
  cover_path: string | null;
  created_at: string;
  /** WebP card sizes and placeholder of the cover (migration 004); null without a cover. */
  cover_thumb_path: string | null;
  cover_display_path: string | null;
  cover_placeholder: string | null;
  /** A time capsule's opening date, YYYY-MM-DD (migration 013); null opens at once. */
  opens_at: string | null;
  /** The voice note's storage path (migration 014); null without one. */
  voice_path: string | null;
  /** Its length in milliseconds, read from the file (migration 023); null without one or when the file does not say. */
  voice_note_duration_ms: number | null;
}

/** One per site (unique site_id, migration 004); paragraphs is a JSON array of strings. */
interface LoveTypingTable {
  id: Generated<number>;
  site_id: number;
  paragraphs: string;
  music_path: string | null;
}

/** One per site (unique site_id, migration 004). */
interface VideoGiftTable {
  id: Generated<number>;
  site_id: number;
  title: string;
  description: string;
  video_path: string | null;
  /** A JPEG frame shown before playback; made for videos the server converted (migration 020). */
  poster_path: string | null;
}

/** A video being converted for the video gift, or one whose conversion failed (migration 020). */
interface VideoConversionTable {
  site_id: number;
  state: 'converting' | 'failed';
  percent: number;
  message: string | null;
  /** The process converting: `${host}-${pid}`. */
  owner: string;
  updated_at: string;
}

/** One crossword per site (migration 003); entries is a JSON array of { word, clue }. */
interface CrosswordTable {
  id: Generated<number>;
  site_id: number;
  entries: string;
  created_at: string;
  updated_at: string;
}

/** A viewer session's perfect quiz attempt (migration 006); deleted with the session. */
interface MainGiftUnlockTable {
  id: Generated<number>;
  site_id: number;
  token_hash: string;
  created_at: Generated<string>;
}

/** The tags of a site's track, read on the server (migration 009); `path` is the track's. */
interface MusicTagsTable {
  site_id: number;
  path: string;
  title: string | null;
  artist: string | null;
  /** A small webp data: URL of the front cover. */
  cover: string | null;
}

/** The recipient's footsteps (migration 018); session_hash only on `page` events, for their dedupe. */
interface ActivityEventTable {
  id: Generated<number>;
  site_id: number;
  event: string;
  page: string | null;
  session_hash: string | null;
  at: string;
}

/** The recipient's replies to the gift (migration 021): a letter and an optional voice note. */
interface ReplyTable {
  id: Generated<number>;
  site_id: number;
  message: string;
  /** The voice note's storage path; null without one. */
  voice_path: string | null;
  created_at: string;
  /** Its length in milliseconds, read from the file (migration 023); null without one or when the file does not say. */
  voice_note_duration_ms: number | null;
}

/** A viewer session's heart on one photo or one love moment (migration 021); exactly one id is set. */
interface HeartTable {
  id: Generated<number>;
  site_id: number;
  photo_id: number | null;
  love_moment_id: number | null;
  session_hash: string;
  created_at: string;
}

/**
 * A moment one partner felt loved (migration 031): its author's role, day, words, feeling and
 * visibility, an optional photo (the gallery's three sizes) and whether the other partner hearted it.
 */
export interface HeartMomentTable {
  id: Generated<number>;
  site_id: number;
  author: HeartMomentAuthor;
  date: string;
  words: string;
  feeling: HeartMomentFeeling;
  visibility: HeartMomentVisibility;
  photo_path: string | null;
  display_path: string | null;
  thumb_path: string | null;
  placeholder: string | null;
  hearted_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A wish a friend left through the wishes link (migration 022): a name, a message and an optional
 * photo (the gallery's three sizes). The recipient sees it once the giver approves it.
 */
interface WishTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  message: string;
  /** The full-size JPEG, and the WebP thumbnail and display size; all null without a photo. */
  photo_path: string | null;
  thumb_path: string | null;
  display_path: string | null;
  /** 1: the giver approved it, and the recipient sees it; 0 (the default): hidden. */
  approved: Generated<number>;
  created_at: string;
}

/**
 * Room an upload holds in its gift's quota while it is received (migration 024); deleted once its
 * files are recorded in media_files or it is refused, and lapsed at expires_at (its process died).
 */
interface UploadReservationTable {
  id: Generated<number>;
  site_id: number;
  /** PostgreSQL's bigint reads back as a string. */
  bytes: ColumnType<number | string, number, number>;
  /** Milliseconds since the epoch. */
  expires_at: ColumnType<number | string, number, number>;
  /** The process holding it (migration 030); null for rows older than that. */
  holder: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A mail until it is sent or given up (migration 026); times in milliseconds since the epoch. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The gift the mail is about; null for none. */
  site_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers as a JSON object (migration 027): the notifications' List-Unsubscribe. */
  headers_json: ColumnType<string | null, string | null | undefined, string | null>;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<number | string, number, number>;
  /** Until then a process is trying it; 0: nobody. */
  claimed_until: ColumnType<number | string, number | undefined, number>;
  last_error: string | null;
  created_at: ColumnType<number | string, number, number>;
  sent_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export type MailStatus = 'waiting' | 'sent' | 'failed';

/** A forgotten password's link (migration 026): only the token's SHA-256 is kept. */
interface PasswordResetTable {
  id: Generated<number>;
  site_id: number;
  user_id: number;
  token_hash: string;
  expires_at: ColumnType<number | string, number, number>;
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  created_at: ColumnType<number | string, number, number>;
}

/**
 * A sign-up until it is confirmed or its day is over (migrations 027 and 030); times in ms since
 * the epoch. It keeps no password: the link's holder chooses it when confirming.
 */
interface SignupTable {
  id: Generated<number>;
  email: string;
  slug: string;
  /** Written empty since decision 078 (the password is chosen when confirming); kept because migrations only add. */
  password_hash: ColumnType<string, string, never>;
  language: string;
  token_hash: string;
  expires_at: ColumnType<number | string, number, number>;
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  created_at: ColumnType<number | string, number, number>;
  /** The one-use code that signs the new giver in on the gift's host; null once used or before confirmation. */
  welcome_hash: string | null;
  welcome_expires_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** Per gift and kind: the last mail to the giver and the events waiting for the next (migration 027). */
interface NotificationTable {
  site_id: number;
  kind: string;
  pending: Generated<number>;
  last_sent_at: ColumnType<number | string, number | undefined, number>;
  events: Generated<number>;
  origin: Generated<string>;
}

export interface Database {
  sites: SiteTable;
  operator_sessions: OperatorSessionTable;
  users: UserTable;
  sessions: SessionTable;
  media_files: MediaFileTable;
  openings: OpeningTable;
  feature_configs: FeatureConfigTable;
  days_of_love: DaysOfLoveTable;
  date_inputs: DateInputTable;
  quiz_questions: QuizQuestionTable;
  quiz_options: QuizOptionTable;
  todos: TodoTable;
  milestones: MilestoneTable;
  gallery_folders: GalleryFolderTable;
  gallery_photos: GalleryPhotoTable;
  love_moments: LoveMomentTable;
  replies: ReplyTable;
  hearts: HeartTable;
  heart_moments: HeartMomentTable;
  wishes: WishTable;
  love_typing: LoveTypingTable;
  video_gifts: VideoGiftTable;
  video_conversions: VideoConversionTable;
  crosswords: CrosswordTable;
  auth_attempts: AuthAttemptTable;
  console_attempts: ConsoleAttemptTable;
  main_gift_unlocks: MainGiftUnlockTable;
  music_tags: MusicTagsTable;
  activity_events: ActivityEventTable;
  upload_reservations: UploadReservationTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetTable;
  signups: SignupTable;
  notifications: NotificationTable;
}

export type SiteRow = Selectable<SiteTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type MediaFileRow = Selectable<MediaFileTable>;
