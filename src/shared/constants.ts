// Every timing, limit and size of docs/product.md §9 lives here, named for what it means.

export const LOADING_SCREEN_MS = 2000;

/** The zone whose calendar says what "today" is, on the server and in the browser alike (decision 027). */
export const MILESTONE_TIME_ZONE = 'Asia/Jakarta';

/** One mebibyte: the unit of every size limit. */
export const MB = 1024 * 1024;
/**
 * The photo types the gallery and the PIN page take (docs/product.md §5), and as a file input's accept: an
 * iPhone's HEIC too, which browsers know by its extension at best (decision 042).
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/webp', 'image/heic'] as const;
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.heic', '.heif'].join(',');
/** The demo gift's PIN: its date record is 02-02-2022 (docs/product.md §3). */
export const DEMO_PIN = '020222';

export const OPENING_TYPING_MS_PER_CHAR = 500;
export const SLIDE_SUCCESS_THRESHOLD = 0.75;
export const SLIDE_TRACK_FACTOR = 0.55;
export const SLIDE_RESET_MS = 1000;
export const INTRO_REDIRECT_MS = 4000;

export const PIN_CHECK_LENGTH = 6;
export const PIN_MAX_LENGTH = 8;
export const PIN_WRONG_RESET_MS = 1000;
export const PIN_SUCCESS_REDIRECT_MS = 1500;

export const DAYS_PAGE_REDIRECT_MS = 800;
export const MAIN_GIFT_REDIRECT_MS = 2000;
export const QUIZ_ADVANCE_MS = 300;

export const TYPEWRITER_MS_PER_CHAR = 30;
export const PARAGRAPH_PAUSE_MS = 1000;
export const PARAGRAPH_MAX_LENGTH = 480;

export const OPENING_TITLE_MAX = 10;
/** The default heading: 11 characters, over OPENING_TITLE_MAX, yet allowed as it is (decision 009). */
export const DEFAULT_OPENING_TITLE = 'This is For';
export const RECIPIENT_NAME_MAX = 40;
export const DATE_INPUT_TITLE_MAX = 20;
export const DATE_INPUT_DATE_LENGTH = 6;
export const DAYS_OF_LOVE_TITLE_MAX = 13;
export const FEATURES_TITLE_MAX = 13;

export const COUPON_CODE = 'GIFT2025';

/**
 * Feature ids the editor can switch on; 'gift' (Main Gift) is always in the menu. 'reply' is the recipient's reply,
 * 'wishes' the friends' wishes, 'moments' Momen Hati.
 */
export const EDITABLE_FEATURE_IDS = ['gallery', 'todo', 'games', 'letter', 'reply', 'wishes', 'moments'] as const;
export const ALL_FEATURE_IDS = ['gift', ...EDITABLE_FEATURE_IDS] as const;
export type FeatureId = (typeof ALL_FEATURE_IDS)[number];

export const BREAKPOINT_MD = 768;

export const TOAST_MAX = 20;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_BLANK_MS = 4000;
export const FEATURE_TOAST_MS = 4000;

export const PREVIEW_POLL_MS = 1000;
export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_EDITOR_START_OPTIONS = 3;
export const MUSIC_DEFAULT_VOLUME = 0.5;
export const MUSIC_VOLUME_STEP = 0.01;

/** Rate limits (ASVS 2.2.1): failures allowed per window. */
export const PIN_FAILURES_PER_CLIENT = 10;
export const PIN_FAILURE_WINDOW_CLIENT_MS = 15 * 60 * 1000;
export const PIN_FAILURES_PER_GIFT = 100;
export const PIN_FAILURE_WINDOW_GIFT_MS = 60 * 60 * 1000;
export const LOGIN_FAILURES_PER_CLIENT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins per editor account (by email) from all clients together (ASVS V2.2.1, decision 014). */
export const LOGIN_FAILURES_PER_ACCOUNT = 100;
export const LOGIN_FAILURE_WINDOW_ACCOUNT_MS = 60 * 60 * 1000;

/** The forgotten password (decision 060): a link lives an hour, is used once, and an account gets at most 3 an hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
/** 'Lupa password?' asked by one client, and wrong reset links tried by one client, per window. */
export const PASSWORD_FORGOT_PER_CLIENT = 10;
export const PASSWORD_RESET_FAILURES_PER_CLIENT = 10;
export const PASSWORD_WINDOW_CLIENT_MS = 15 * 60 * 1000;

/**
 * Sign-up (decisions 061, 078): a confirmation link lives a day and holds nothing meanwhile; a client may sign up 5 times
 * an hour and check 30 addresses in 10 minutes, an email be sent 3 confirmation mails a day; the code that signs the new
 * giver in on the gift's host lives 10 minutes; a self-made gift's quota unless SIGNUP_QUOTA_MB says otherwise.
 */
export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNUPS_PER_CLIENT = 5;
export const SIGNUP_WINDOW_CLIENT_MS = 60 * 60 * 1000;
export const SLUG_CHECKS_PER_CLIENT = 30;
export const SLUG_CHECK_WINDOW_CLIENT_MS = 10 * 60 * 1000;
export const SIGNUP_MAILS_PER_DAY = 3;
export const SIGNUP_WELCOME_TTL_MS = 10 * 60 * 1000;
export const SIGNUP_QUOTA_MB_DEFAULT = 500;
/** Word to the giver (decision 061): at most one mail per kind per gift in this window; later events wait for the next. */
export const NOTIFY_WINDOW_MS = 10 * 60 * 1000;

/** Sessions (decision 014): the newest kept per gift and role, and how often expired ones are purged. */
export const VIEWER_SESSIONS_PER_GIFT = 500;
export const EDITOR_SESSIONS_PER_GIFT = 50;
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Header every cookie-authenticated write must carry (CSRF defence, decision 003). */
export const CSRF_HEADER = 'x-kado-request';
export const CSRF_HEADER_VALUE = '1';

/** localStorage keys of docs/product.md §3; UI state only, the server decides access. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  isLoggedIn: 'isLoggedIn',
  isScore: 'is_score',
  isPin: 'is_pin',
} as const;

/** Gallery (decision 008): longest side in px of the grid thumbnail and the large view, both WebP. */
export const GALLERY_THUMB_LONG_SIDE = 480;
export const GALLERY_DISPLAY_LONG_SIDE = 1600;
/** Longest side in px of the blurred WebP placeholder sent inline (a data URI) with each photo. */
export const GALLERY_PLACEHOLDER_WIDTH = 16;
export const GALLERY_FOLDER_NAME_MAX = 50;
export const GALLERY_PHOTO_TITLE_MAX = 100;

/** Plans: longest todo title, and how many todos a gift holds (a viewer may add them). */
export const TODO_TITLE_MAX = 100;
export const TODO_MAX_COUNT = 200;
/** The giver's own milestones. */
export const MILESTONE_TITLE_MAX = 100;
export const MILESTONE_MAX_COUNT = 100;
/** Quiz texts: limits that keep a card readable. Options are lettered A-Z. */
export const QUIZ_QUESTION_MAX = 255;
export const QUIZ_ANSWER_MAX = 255;
export const QUIZ_OPTION_MAX = 255;
export const QUIZ_MAX_OPTIONS = 26;
/** Crossword: entries per puzzle, letters per word, characters per clue. */
export const CROSSWORD_MIN_ENTRIES = 2;
export const CROSSWORD_MAX_ENTRIES = 20;
export const CROSSWORD_WORD_MIN = 2;
export const CROSSWORD_WORD_MAX = 15;
export const CROSSWORD_CLUE_MAX = 120;
/** Main Gift: limits chosen so a page stays readable. */
export const LOVE_TYPING_MAX_PARAGRAPHS = 50;
export const VIDEO_GIFT_TITLE_MAX = 100;
export const VIDEO_GIFT_DESCRIPTION_MAX = 2000;
/** Coupon settings: texts of the coupon page and its chat message; a phone number in E.164 digits. */
export const COUPON_CODE_MAX = 30;
export const COUPON_NAME_MAX = 100;
export const COUPON_TEXT_MAX = 500;
export const COUPON_BUTTON_TEXT_MAX = 30;
export const WHATSAPP_NUMBER_MIN_DIGITS = 8;
export const WHATSAPP_NUMBER_MAX_DIGITS = 15;
/** Love moments: title and letter lengths. */
export const LOVE_MOMENT_TITLE_MAX = 100;
export const LOVE_MOMENT_LETTER_MAX = 5000;
/** A love moment's voice note, recorded or uploaded (decision 029): at most this many MB. */
export const VOICE_NOTE_MAX_MB = 10;
/** The recipient's reply letter. */
export const REPLY_MESSAGE_MAX = 2000;
/** Wishes from friends (decision 045): the guest's name and message, and how many wishes one address may leave. */
export const WISH_NAME_MAX = 60;
export const WISH_MESSAGE_MAX = 1000;
export const WISHES_PER_CLIENT = 10;
/**
 * What wishes may take of a gift (decision 051): at most this many wishes, and their photos at most this share of
 * the gift's storage quota, so that guests can never fill the room the giver's own uploads need.
 */
export const WISHES_PER_GIFT = 300;
export const WISH_PHOTOS_QUOTA_SHARE = 0.25;
/** A gift's archive to import (decision 030): at most this many MB. */
export const ARCHIVE_MAX_MB = 4096;

/** A gallery photo, and a wish's photo (decision 045): at most this many MB. */
export const PHOTO_MAX_MB = 25;
export const WISH_WINDOW_CLIENT_MS = 60 * 60 * 1000;
/** Entry journey: the opening's heart animation, and the days counter's start when none loads. */
export const HEART_ANIMATION_FPS = 30;
export const HEART_ANIMATION_FRAMES = 362;
export const HEART_ANIMATION_SIZE = 1080;
export const DAYS_OF_LOVE_DEFAULT_DATE = '2021-11-14';

/** Each gift's storage quota in MB unless GIFT_QUOTA_MB or the operator says otherwise (decision 037). */
export const GIFT_QUOTA_MB_DEFAULT = 2048;
/** The largest quota the operator or GIFT_QUOTA_MB may set: 1 TiB, in MB. */
export const GIFT_QUOTA_MB_MAX = 1024 * 1024;

/** Momen Hati (docs/product.md §29): a moment's words, 1 to this many characters. */
export const HEART_MOMENT_WORDS_MAX = 500;
