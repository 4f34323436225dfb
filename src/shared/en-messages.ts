import {
  ARCHIVE_MAX_MB,
  COUPON_BUTTON_TEXT_MAX,
  COUPON_CODE_MAX,
  COUPON_NAME_MAX,
  COUPON_TEXT_MAX,
  CROSSWORD_CLUE_MAX,
  CROSSWORD_MAX_ENTRIES,
  CROSSWORD_MIN_ENTRIES,
  CROSSWORD_WORD_MAX,
  CROSSWORD_WORD_MIN,
  GALLERY_FOLDER_NAME_MAX,
  GALLERY_PHOTO_TITLE_MAX,
  HEART_MOMENT_WORDS_MAX,
  LOVE_MOMENT_LETTER_MAX,
  LOVE_MOMENT_TITLE_MAX,
  LOVE_TYPING_MAX_PARAGRAPHS,
  MILESTONE_MAX_COUNT,
  MILESTONE_TITLE_MAX,
  PARAGRAPH_MAX_LENGTH,
  QUIZ_ANSWER_MAX,
  QUIZ_MAX_OPTIONS,
  QUIZ_OPTION_MAX,
  QUIZ_QUESTION_MAX,
  REPLY_MESSAGE_MAX,
  TODO_MAX_COUNT,
  TODO_TITLE_MAX,
  VIDEO_GIFT_DESCRIPTION_MAX,
  VIDEO_GIFT_TITLE_MAX,
  WISH_MESSAGE_MAX,
  WISH_NAME_MAX,
  WISHES_PER_GIFT,
} from './constants.js';
import type { MAIN_GIFT_MSG } from './main-gift.js';
import type { MSG } from './messages.js';
import type { ARCHIVE_MSG } from './messages/archive.js';
import type { COUPON_MSG } from './messages/coupon.js';
import type { CROSSWORD_MSG } from './messages/crossword.js';
import type { GALLERY_MSG } from './messages/gallery.js';
import type { LOVE_MOMENT_MSG } from './messages/love-moment.js';
import type { LOVE_TYPING_MSG } from './messages/love-typing.js';
import type { MILESTONE_MSG } from './messages/milestones.js';
import type { QUIZ_MSG } from './messages/quiz.js';
import type { SETTINGS_MSG } from './messages/settings.js';
import type { MAIL_MSG, PASSWORD_MSG } from './password-messages.js';
import type { ACTIVITY_MSG } from './messages/activity.js';
import type { REPLY_MSG } from './messages/replies.js';
import type { HEART_MOMENT_MSG } from './messages/heart-moments.js';
import type { WISH_MSG } from './messages/wishes.js';
import type { TEMPLATES_MSG } from './messages/templates.js';
import type { TODO_MSG } from './messages/todos.js';
import type { VIDEO_GIFT_MSG } from './messages/video-gift.js';
import type { NOTIFY_MAIL_MSG, SIGNUP_MSG, UNSUBSCRIBE_MSG } from './signup-messages.js';
import type { Translation } from './translation.js';
import type { ZOD_MSG } from './zod-messages.js';
import { revealDateInEnglish } from './reveal.js';
import { THEMES } from './themes.js';
import { OCCASION_KEYS } from './occasions/types.js';
import { formatNumber } from './format-number.js';

// The server's messages in English (decision 032): each *_MSG object's twin, key by key, added to the
// English catalog by shared/message-language.ts and rendered from a message's code.
//
// A function here gets the parameters the code carries; one that arrived as text stays text, so a count is
// compared as text (`String(n) === '1'`), never as a number.

const isOne = (n: number | string) => String(n) === '1';

/** The server's file kind labels (storage/media-kinds.ts `acceptLabel`), e.g. 'JPEG atau WebP'. */
const kindsInEnglish = (kinds: string) => kinds.replace(/\batau\b/g, 'or').replace(/^gambar\b/, 'images');

export const EN_MSG: Translation<typeof MSG> = {
  openingTitleRequired: 'The title is required',
  openingTitleMax: 'The title can be at most 10 characters',
  recipientRequired: "The recipient's name is required",
  recipientMax: 'The name can be at most 40 characters',
  titleAndDateRequired: 'The title and date are required!',
  dateInputTitleMax: 'The title can be at most 20 characters',
  dateInputDateFormat: 'The date must be 6 digits in the format DDMMYY',
  dateInputDateInvalid: 'The date is not valid',
  daysTitleMax: 'The title can be at most 13 characters',
  daysDateInvalid: 'The date must be in the format YYYY-MM-DD',
  featuresTitleRequired: 'The page title is required!',
  featuresTitleMax: 'The title can be at most 13 characters',
  featuresInvalid: 'The feature list is not valid',
  emailRequired: 'Email is required',
  emailInvalid: 'The email format is not valid',
  passwordRequired: 'Password is required',
  loginWrong: 'Wrong email or password',
  pinFormat: 'The PIN must be 6 digits',
  pinWrong: 'Wrong PIN',
  tooManyAttempts: (minutes: number) =>
    isOne(minutes) ? 'Too many attempts. Try again in 1 minute.' : `Too many attempts. Try again in ${minutes} minutes.`,
  serverBusy: 'The server is busy. Try again in a moment.',
  databaseUnavailable: 'The server cannot reach its data right now. Try again in a moment.',
  unauthenticated: 'Please log in first.',
  viewerRequired: 'Open the gift with the PIN first.',
  editorRequired: 'Only the gift giver can change this.',
  revealClosed: (date: string, time: string) => `This gift opens on ${revealDateInEnglish(date)} at ${time.replace('.', ':')} WIB.`,
  revealInvalid: 'The opening time must be an ISO 8601 date and time with a time zone, for example 2027-02-14T00:00:00+07:00.',
  revealSaved: 'The opening time is saved.',
  revealRemoved: 'The opening time is removed: the gift can be opened at any time.',
  csrfMissing: 'Request refused: the security header is missing.',
  notFound: 'Data not found.',
  routeNotFound: 'Address not found.',
  invalidJson: 'The data sent is not valid JSON.',
  bodyTooLarge: 'The data sent is too large.',
  invalidInput: 'The data is not valid.',
  serverError: 'Something went wrong on the server.',
  fileRequired: 'A file must be uploaded.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: (mb: number) => `The file can be at most ${mb} MB.`,
  fileWrongType: (kinds: string) => `This file type is not supported. Use ${kindsInEnglish(kinds)}.`,
  multipartRequired: 'Send the data as multipart/form-data.',
  formInvalid: 'The form data is not valid.',
  giftNotFound: 'Gift not found.',
  giftDisabled: 'This gift is not available right now.',
  giftQuotaFull: (mb: number) => `This gift's storage is full (quota ${mb} MB).`,
  giftQuotaInvalid: 'The quota must be a whole number from 1 to 1048576 MB.',
  giftQuotaSaved: 'Storage quota saved.',
  giftEndInvalid: 'The end date must be a valid date and time.',
  giftEndSaved: "The gift's end date was saved.",
  giftPrivate: 'This gift can only be opened through the link that was shared with you.',
  privateBoolean: 'private must be true or false',
  metricsTokenRequired: 'metrics need the bearer token METRICS_TOKEN',
  metricsOff: 'metrics are off: METRICS_TOKEN is not set',
  operatorRequired: 'Please log in as the operator first.',
  slugRequired: 'The gift address is required.',
  slugLength: 'The gift address must be 3 to 40 characters.',
  slugFormat: 'The gift address may only contain lowercase letters, digits and hyphens (-), and may not start or end with a hyphen.',
  slugReserved: 'This address is used by the system. Choose another name.',
  slugTaken: 'This address is already used by another gift.',
  giftLanguageInvalid: 'The gift\'s language must be "id" (Bahasa Indonesia) or "en" (English).',
  editorEmailTaken: 'This email is already used by another giver.',
  passwordMin: 'The password must be at least 12 characters.',
  textInvalid: 'The text contains characters that are not allowed (NUL characters or broken Unicode).',
  badRequest: 'The request is not valid.',
  requestTooSlow: 'The request took too long to send. Check your connection and try again.',
  headersTooLarge: 'The request headers are too large.',
  attemptsInFlight: 'Other attempts are still being checked. Try again in a moment.',
  fileNameInvalid: 'The file name is not valid.',
  imageCorrupt: 'The image file is damaged or cannot be read.',
  videoCorrupt: 'The video file is damaged or cannot be read.',
  audioCorrupt: 'The audio file is damaged or cannot be read.',
  imageResolutionTooLarge: "The image's resolution is too large.",
  heicCorrupt: 'The HEIC photo is damaged or cannot be read.',
  heicTooSlow: 'This HEIC photo took too long to process. Send it as a JPEG, or try again later.',
  ok: 'OK',
  dataSaved: 'Saved!',
  photoSaved: 'Photo saved!',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  musicSaved: 'Music saved!',
  musicReset: 'The music is back to the default song.',
  shareLinkOnly: 'The gift can only be opened through its link.',
  shareAnyone: 'Anyone can open the gift.',
  shareLinkRenewed: 'A new link has been created. The old link no longer works.',
  giftCreated: 'Gift created!',
  giftDeactivated: 'Gift disabled.',
  giftReactivated: 'Gift enabled again.',
  giverPasswordChanged: "The giver's password has been changed.",
  giftDeleted: 'Gift deleted.',
  giftNotFoundTitle: 'Gift not found',
  giftUnavailableTitle: 'Gift not available',
  giftPrivateTitle: 'Private gift',
  giverSignIn: 'Giving this gift? Sign in here',
};

export const EN_MAIN_GIFT_MSG: Translation<typeof MAIN_GIFT_MSG> = {
  locked: '🎮 The Main Gift is still locked! Finish the mini game with a perfect score first, okay 😁✨',
  optionKeepTwo: 'There must be at least 2 answer options.',
  optionIsAnswer: 'This option is the correct answer. Change the correct answer in the quiz editor before deleting it.',
};

export const EN_ARCHIVE_MSG: Translation<typeof ARCHIVE_MSG> = {
  fileRequired: 'Choose an archive file (.zip) first.',
  tooLarge: `The archive is too large. The maximum size is ${ARCHIVE_MAX_MB} MB.`,
  notZip: 'This file is not a readable ZIP archive.',
  foreign: 'This file is not a Kado gift archive.',
  newer: 'This archive was made by a newer version of Kado. Update Kado first, then try again.',
  invalidData: "The archive's content is damaged or incomplete.",
  unsafePath: 'Archive refused: it contains unsafe file names.',
  missingMedia: 'The archive is incomplete: some media files are missing.',
  badMedia: 'Archive refused: some media files are damaged or of the wrong type.',
  tooManyFiles: 'The archive contains too many files.',
  conflict: 'This archive contains files that clash with other files on the server.',
  exportMissingMedia: 'Some media files are missing from storage, so the archive cannot be made.',
  imported: "Archive restored. The gift's content has been replaced.",
};

export const EN_COUPON_MSG: Translation<typeof COUPON_MSG> = {
  whatsappInvalid: 'The WhatsApp number must be an international number, e.g. 6281234567890',
  codeRequired: 'The coupon code is required.',
  codeMax: `The coupon code can be at most ${COUPON_CODE_MAX} characters.`,
  nameRequired: 'The coupon name is required.',
  nameMax: `The coupon name can be at most ${COUPON_NAME_MAX} characters.`,
  descriptionRequired: 'The coupon description is required.',
  descriptionMax: `The coupon description can be at most ${COUPON_TEXT_MAX} characters.`,
  messagesInvalid: 'The coupon messages are not valid.',
  titleRequired: 'The page title is required.',
  titleMax: `The page title can be at most ${COUPON_NAME_MAX} characters.`,
  introRequired: 'The opening message is required.',
  introMax: `The opening message can be at most ${COUPON_TEXT_MAX} characters.`,
  additionalMax: `The additional message can be at most ${COUPON_TEXT_MAX} characters.`,
  buttonTextRequired: 'The button text is required.',
  buttonTextMax: `The button text can be at most ${COUPON_BUTTON_TEXT_MAX} characters.`,
  saved: 'Coupon settings saved!',
};

export const EN_CROSSWORD_MSG: Translation<typeof CROSSWORD_MSG> = {
  entriesMin: `A crossword needs at least ${CROSSWORD_MIN_ENTRIES} words.`,
  entriesMax: `A crossword can have at most ${CROSSWORD_MAX_ENTRIES} words.`,
  wordRequired: 'The word is required.',
  wordLetters: 'A word may only contain the letters A-Z.',
  wordLength: `A word must be ${CROSSWORD_WORD_MIN}-${CROSSWORD_WORD_MAX} letters long.`,
  wordDuplicate: (word: string) => `The word "${word}" is already used. Each word may appear only once.`,
  clueRequired: 'The clue is required.',
  clueMax: `The clue can be at most ${CROSSWORD_CLUE_MAX} characters.`,
  notFound: 'No crossword has been made yet.',
  loaded: 'Crossword loaded.',
  saved: 'Crossword saved!',
  savedWithUnplaced: (count: number) =>
    isOne(count)
      ? 'Crossword saved, but 1 word could not be crossed and is not shown.'
      : `Crossword saved, but ${count} words could not be crossed and are not shown.`,
  deleted: 'Crossword deleted!',
};

export const EN_GALLERY_MSG: Translation<typeof GALLERY_MSG> = {
  folderNameRequired: 'The folder name is required.',
  folderRenameRequired: 'The folder name cannot be empty',
  folderMissing: 'No folder selected yet. Create a folder first.',
  titleAndPhotoRequired: 'The title and photo are required.',
  photoTitleRequired: 'The title cannot be empty',
  folderNameMax: `The folder name can be at most ${GALLERY_FOLDER_NAME_MAX} characters`,
  photoTitleMax: `The title can be at most ${GALLERY_PHOTO_TITLE_MAX} characters`,
  photoRequired: 'A photo must be uploaded.',
  folderNotFound: 'Folder not found.',
  photoNotFound: 'Photo not found.',
  folderCreated: 'Folder created.',
  folderRenamed: 'Folder renamed.',
  folderDeleted: 'The folder and all its photos were deleted.',
  photoUploaded: 'Photo uploaded.',
  photoReplaced: 'Photo updated.',
  photoTitleSaved: 'Photo title updated.',
  photoDeleted: 'Photo deleted.',
  coverSaved: 'Folder cover updated.',
};

export const EN_LOVE_MOMENT_MSG: Translation<typeof LOVE_MOMENT_MSG> = {
  titleRequired: 'The title is required.',
  titleMax: `The title can be at most ${LOVE_MOMENT_TITLE_MAX} characters.`,
  dateRequired: 'The date is required.',
  dateFormat: 'The date must be in the format YYYY-MM-DD.',
  dateInvalid: 'The date is not valid.',
  letterRequired: 'The love letter is required.',
  letterMax: `The love letter can be at most ${LOVE_MOMENT_LETTER_MAX} characters.`,
  notFound: 'Love moment not found.',
  opensAtFormat: 'The opening date must be in the format YYYY-MM-DD.',
  opensAtInvalid: 'The opening date is not valid.',
  voiceNoteSealed: 'This voice message can only be heard once its time capsule opens.',
  created: 'Love moment created successfully!',
  updated: 'Love moment updated successfully!',
  deleted: 'Love moment deleted successfully!',
};

export const EN_LOVE_TYPING_MSG: Translation<typeof LOVE_TYPING_MSG> = {
  paragraphMax: `A paragraph can be at most ${PARAGRAPH_MAX_LENGTH} characters`,
  paragraphsRequired: 'Write at least one paragraph.',
  paragraphsMax: `At most ${LOVE_TYPING_MAX_PARAGRAPHS} paragraphs.`,
  paragraphsInvalid: 'The paragraphs must be a list of texts.',
  loaded: 'Love typing loaded.',
  saved: 'Love typing saved!',
};

export const EN_MILESTONE_MSG: Translation<typeof MILESTONE_MSG> = {
  titleRequired: 'The milestone title is required!',
  titleMax: `The milestone title can be at most ${MILESTONE_TITLE_MAX} characters`,
  dateRequired: 'The milestone date is required!',
  dateInvalid: 'The date must be in the format YYYY-MM-DD and be a valid date',
  tooMany: `The milestone list is full (at most ${MILESTONE_MAX_COUNT}). Delete an old one first.`,
  notFound: 'Milestone not found.',
  added: 'Milestone added!',
  deleted: 'Milestone deleted!',
  days: (count: number) => `Day ${count}`,
  years: (count: number) => (isOne(count) ? '1 Year Together' : `${count} Years Together`),
};

export const EN_QUIZ_MSG: Translation<typeof QUIZ_MSG> = {
  questionRequired: 'The question is required.',
  questionMax: `The question can be at most ${QUIZ_QUESTION_MAX} characters.`,
  answerRequired: 'The correct answer is required.',
  answerMax: `The correct answer can be at most ${QUIZ_ANSWER_MAX} characters.`,
  optionsMin: 'There must be at least 2 answer options.',
  optionsMax: `At most ${QUIZ_MAX_OPTIONS} answer options.`,
  optionMax: `Each answer option can be at most ${QUIZ_OPTION_MAX} characters.`,
  optionInvalid: 'Answer options must be text.',
  notFound: 'Quiz not found.',
  optionNotFound: 'Option not found.',
  loaded: 'Quiz loaded.',
  saved: 'Question saved!',
  deleted: 'Question deleted!',
  optionDeleted: 'Option deleted',
};

export const EN_SETTINGS_MSG: Translation<typeof SETTINGS_MSG> = {
  languageInvalid: 'The language must be "id" or "en".',
  recordActivityInvalid: 'Recording footsteps must be true or false.',
  themeInvalid: `Unknown theme. Choose one of: ${THEMES.join(', ')}.`,
  notifyInvalid: 'Notifications must be true or false.',
  nothingToSave: 'No setting was changed.',
  saved: 'Settings saved.',
};

export const EN_ACTIVITY_MSG: Translation<typeof ACTIVITY_MSG> = {
  pageUnknown: 'Unknown page.',
  noted: 'Noted.',
  keepUnknown: 'Only a demo quiz question or letter can be kept.',
  notDemo: 'This text is no longer a demo text in your gift. Reload the list.',
  kept: 'This demo text stays and counts as ready.',
  released: 'This demo text is no longer kept on purpose.',
};

export const EN_TODO_MSG: Translation<typeof TODO_MSG> = {
  titleRequired: 'The todo title cannot be empty!',
  titleMax: `The todo title can be at most ${TODO_TITLE_MAX} characters`,
  selectionInvalid: "The todo's chosen status must be true or false.",
  tooMany: `The todo list is full (at most ${TODO_MAX_COUNT}). Delete an old one first.`,
  notFound: 'Todo not found.',
  added: 'Todo added!',
  deleted: 'Todo deleted!',
  selected: (title: string) => `Todo "${title}" chosen!`,
  unselected: (title: string) => `Todo "${title}" unchosen.`,
};

export const EN_VIDEO_GIFT_MSG: Translation<typeof VIDEO_GIFT_MSG> = {
  titleRequired: 'The title is required.',
  titleMax: `The title can be at most ${VIDEO_GIFT_TITLE_MAX} characters.`,
  descriptionMax: `The description can be at most ${VIDEO_GIFT_DESCRIPTION_MAX} characters.`,
  videoRequired: 'A video must be uploaded.',
  videoUrlUnknown: 'The video was not found in storage.',
  notFound: 'Video gift not found.',
  saved: 'Video gift saved!',
  converting: 'Video gift saved. The video is being converted so every device can play it; the recipient sees it once that is done.',
  conversionBusy: 'The previous video is still being converted. Wait until it is done, then upload again.',
  conversionFailed:
    'The video could not be converted so every device can play it: the file is damaged or its format is unknown. The previous video stays.',
  conversionInterrupted: 'The video conversion stopped because the server restarted. Upload the video again; the previous video stays.',
  converterMissing:
    'HEVC or MOV videos must be converted to MP4 (H.264), but this server has no ffmpeg. ' +
    'Upload an MP4 (H.264) video or ask the server operator to install ffmpeg.',
};

/**
 * The one Indonesian message still written as a literal rather than taken from a *_MSG object: exact text →
 * English. Where it is written is noted beside it.
 */

export const EN_REPLY_MSG: Translation<typeof REPLY_MSG> = {
  empty: 'Write a reply or record a voice message first.',
  max: `A reply can be at most ${formatNumber(REPLY_MESSAGE_MAX, 'en')} characters.`,
  recipientOnly: "Replies and hearts are sent by the gift's recipient: the giver's preview only looks.",
  sent: 'Your reply is sent!',
  deleted: 'Reply deleted.',
  notFound: 'Reply not found.',
  heartTargetUnknown: 'What gets a heart must be a photo (photo) or a love moment (love-moment).',
  heartItemNotFound: 'This photo or love moment is not in this gift.',
  heartOn: 'Heart given.',
  heartOff: 'Heart taken back.',
};

export const EN_HEART_MOMENT_MSG: Translation<typeof HEART_MOMENT_MSG> = {
  wordsRequired: 'Write the moment first.',
  wordsMax: `A moment can be at most ${formatNumber(HEART_MOMENT_WORDS_MAX, 'en')} characters.`,
  feelingRequired: 'Choose one feeling.',
  feelingUnknown: 'The feeling must be one of: Loved, Seen, Appreciated, Supported, Grateful, Happy.',
  dateRequired: 'The date is required.',
  dateFormat: 'The date must be in the format YYYY-MM-DD.',
  dateInvalid: 'The date is not valid.',
  dateFuture: "A moment's date cannot be in the future.",
  visibilityUnknown: 'Choose shared or private.',
  notFound: 'Moment not found.',
  authorOnly: 'Only the one who wrote this moment can change or delete it.',
  heartOwn: 'A heart is given by your partner, not by who wrote the moment.',
  created: 'Moment saved.',
  updated: 'Moment updated.',
  deleted: 'Moment deleted.',
  nowShared: 'The moment is shared now.',
  nowPrivate: 'The moment is private now.',
  heartOn: 'Heart given.',
  heartOff: 'Heart taken back.',
  mailRecipientOnly: 'Only the recipient sets this email.',
  mailConsent: 'Tick the consent first, so we may email you.',
  mailSaved: 'We will email you when the giver shares a moment.',
  mailRemoved: 'Your email is deleted. We will not email you again.',
  mailTooMany: (minutes: number) => `The email was changed too often. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

export const EN_TEMPLATES_MSG: Translation<typeof TEMPLATES_MSG> = {
  templateUnknown: `Unknown occasion. Choose one of: ${OCCASION_KEYS.join(', ')}.`,
  applied: 'Occasion applied. The texts you wrote stay as they were.',
};

export const EN_WISH_MSG: Translation<typeof WISH_MSG> = {
  nameEmpty: 'Write your name first.',
  nameMax: `A name can be at most ${WISH_NAME_MAX} characters.`,
  messageEmpty: 'Write your wish first.',
  messageMax: `A wish can be at most ${formatNumber(WISH_MESSAGE_MAX, 'en')} characters.`,
  linkInvalid: 'This wishes link is no longer valid. Ask the giver for the new link.',
  linkClosed: 'The giver has closed the wishes link for now.',
  tooMany: (minutes: number) => `Too many wishes from this address. Try again in ${minutes} minutes.`,
  sent: 'Thank you! Your wish is sent.',
  linkOpened: 'The wishes link is open: friends and family can send wishes.',
  linkClosedSaved: 'The wishes link is closed: no new wishes are taken.',
  linkRenewed: 'A new wishes link is made: the old link no longer works.',
  shown: 'The wish is shown to the recipient.',
  hidden: 'The wish is hidden from the recipient.',
  deleted: 'Wish deleted.',
  notFound: 'Wish not found.',
  approvedInvalid: 'approved must be true or false',
  openInvalid: 'open must be true or false',
  giftFull: `This gift has received ${WISHES_PER_GIFT} wishes, the most it can take. Thank you!`,
  photosFull: "The room for wishes' photos in this gift is full. Send your wish without a photo.",
};

export const EN_ZOD_MSG: Translation<typeof ZOD_MSG> = {
  required: 'This is required.',
  expectedNumber: 'Must be a number.',
  expectedInteger: 'Must be a whole number.',
  expectedText: 'Must be text.',
  expectedBoolean: 'Must be true or false.',
  expectedList: 'Must be a list.',
  expectedObject: 'Must be an object.',
  wrongType: 'Wrong kind of value.',
  numberAtLeast: (min: number | string) => `Must be at least ${min}.`,
  numberAbove: (min: number | string) => `Must be greater than ${min}.`,
  numberAtMost: (max: number | string) => `Must be at most ${max}.`,
  numberBelow: (max: number | string) => `Must be less than ${max}.`,
  numberMultipleOf: (divisor: number | string) => `Must be a multiple of ${divisor}.`,
  textAtLeast: (min: number | string) => (isOne(min) ? 'At least 1 character.' : `At least ${min} characters.`),
  textAtMost: (max: number | string) => (isOne(max) ? 'At most 1 character.' : `At most ${max} characters.`),
  textExactly: (length: number | string) => (isOne(length) ? 'Must be exactly 1 character.' : `Must be exactly ${length} characters.`),
  listAtLeast: (min: number | string) => (isOne(min) ? 'At least 1 item.' : `At least ${min} items.`),
  listAtMost: (max: number | string) => (isOne(max) ? 'At most 1 item.' : `At most ${max} items.`),
  format: 'The format is not valid.',
  option: 'Not one of the allowed choices.',
  unknownFields: 'Unknown fields were sent.',
};

export const EN_PASSWORD_MSG: Translation<typeof PASSWORD_MSG> = {
  forgotSent: 'If that email is registered, a link to make a new password has been sent. Check your email.',
  tokenRequired: 'The link is incomplete. Open the link from the email again.',
  tokenInvalid: 'This link is not known. Ask for a new one with "Forgot password?".',
  tokenUsed: 'This link has already been used. Ask for a new one with "Forgot password?".',
  tokenExpired: 'This link has expired (it is valid for 1 hour). Ask for a new one with "Forgot password?".',
  passwordChanged: 'New password saved. You are signed in.',
};

export const EN_MAIL_MSG: Translation<typeof MAIL_MSG> = {
  resetSubject: 'Make a new password for Kado',
  resetGreeting: (name: string) => `Hello ${name},`,
  resetIntro: "Someone asked for a new password for this giver's account. Open this link to make one:",
  resetButton: 'Make a new password',
  resetValid: 'This link is valid for 1 hour and can be used only once.',
  resetIgnore: 'If you did not ask for it, ignore this email: your password stays the same.',
};

export const EN_SIGNUP_MSG: Translation<typeof SIGNUP_MSG> = {
  checkMail: 'Check your email: we sent a link to make the gift. The link is valid for 24 hours.',
  slugFree: 'This address is still free.',
  tokenRequired: 'The link is incomplete. Open the link from the email again.',
  tokenInvalid: 'This link is not known. Sign up again for a new one.',
  tokenUsed: "This link has already been used: the gift is made. Sign in at your gift's address.",
  tokenExpired: 'This link has expired (it is valid for 24 hours). Sign up again for a new one.',
  emailTaken: 'This email is already another gift\'s giver. Sign in at your gift, or use "Forgot password?".',
  created: 'Your gift is made!',
  welcomeInvalid: 'This sign-in link is no longer valid. Sign in with your email and password.',
  welcomed: 'Welcome! You are signed in.',
};

export const EN_UNSUBSCRIBE_MSG: Translation<typeof UNSUBSCRIBE_MSG> = {
  title: 'Stop these emails',
  askOpened: 'Turn off the email when the gift is first opened?',
  askReplies: 'Turn off the email when a reply arrives?',
  askWishes: 'Turn off the email when a wish waits for approval?',
  askMoments: 'Turn off the email when the recipient shares a moment?',
  askRecipientMoments: 'Stop the emails when the giver shares a moment?',
  button: 'Yes, turn it off',
  doneOpened: 'The email when the gift is opened is off. Turn it on again any time in the hub, under Footsteps.',
  doneReplies: 'The email for new replies is off. Turn it on again any time in the hub, under Replies.',
  doneWishes: 'The email for new wishes is off. Turn it on again any time in the hub, under Wishes.',
  doneMoments: 'The email for new moments is off. Turn it on again any time in the hub, under Heart Moments.',
  doneRecipientMoments: 'You will not get these emails again, and your address is deleted. Leave it again any time in Heart Moments.',
  invalid: 'This unsubscribe link is not valid.',
};

export const EN_NOTIFY_MAIL_MSG: Translation<typeof NOTIFY_MAIL_MSG> = {
  signupSubject: 'Confirm your new gift',
  signupGreeting: 'Hello,',
  signupIntro: (address: string) => `Someone wants to make a gift at ${address} with this email. Open this link to make it:`,
  signupButton: 'Make my gift',
  signupValid: 'This link is valid for 24 hours and can be used only once. There you choose the password you sign in with.',
  signupIgnore: 'If you did not ask for it, ignore this email: no gift is made.',
  knownSubject: 'Your email already has a gift',
  knownIntro:
    "Someone tried to sign up with this email, but it is already a gift's giver. " +
    'Sign in at your gift\'s address; forgot the password? Use "Forgot password?" there.',
  takenSubject: 'That gift address is taken',
  takenIntro: (address: string) => `The address ${address} is taken. Sign up again with another one.`,
  openedSubject: (name: string) => `The gift for ${name} was just opened`,
  openedIntro: (name: string) => `${name} just opened your gift for the first time.`,
  openedButton: 'See the footsteps',
  repliesSubject: (count: number) => (count === 1 ? 'A new reply to your gift' : `${count} new replies to your gift`),
  repliesIntro: (count: number) => (count === 1 ? "Your gift's recipient sent a reply." : `Your gift's recipient sent ${count} replies.`),
  repliesButton: 'Read the replies',
  wishesSubject: (count: number) => (count === 1 ? 'A new wish waits for your approval' : `${count} new wishes wait for your approval`),
  wishesIntro: (count: number) => (count === 1 ? 'A friend left a wish on your gift.' : `Friends left ${count} wishes on your gift.`),
  wishesButton: 'See the wishes',
  momentsSubject: (count: number) => (count === 1 ? 'A new moment was shared with you' : `${count} new moments were shared with you`),
  momentsIntro: (count: number) =>
    count === 1
      ? "Your gift's recipient shared a moment in Heart Moments."
      : `Your gift's recipient shared ${count} moments in Heart Moments.`,
  momentsButton: 'See Heart Moments',
  recipientMomentsSubject: (count: number) => (count === 1 ? 'A new moment for you' : `${count} new moments for you`),
  recipientMomentsIntro: (count: number) =>
    count === 1 ? 'Your giver shared a moment in Heart Moments.' : `Your giver shared ${count} moments in Heart Moments.`,
  recipientMomentsButton: 'Open Heart Moments',
  recipientWhy: 'You get this email because you left this address in Heart Moments and agreed to be told.',
  why: "You get this email because this notification is on in your gift's hub.",
  unsubscribe: 'Stop emails like this',
};
