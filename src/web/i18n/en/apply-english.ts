import { everyCatalog } from '@shared/translation';
import { overlay } from './overlay';
import { enArchive } from './en-archive';
import { enBuilder } from './en-builder';
import { enDialog } from './en-dialog';
import { enFileField } from './en-file-field';
import { enEntry } from './en-entry';
import { enGallery } from './en-gallery';
import { enGalleryUpload } from './en-gallery-upload';
import { enGames } from './en-games';
import { enHub } from './en-hub';
import { enLoadFailure } from './en-load-failure';
import { enLoveMoment } from './en-love-moment';
import { enMainGift } from './en-main-gift';
import { enMenu } from './en-menu';
import { enMilestones } from './en-milestones';
import { enMilestonesEditor } from './en-milestones-editor';
import { enMusic } from './en-music';
import { enOffline } from './en-offline';
import { enOperator } from './en-operator';
import { enPassword } from './en-password';
import { enSignup } from './en-signup';
import { enReveal } from './en-reveal';
import { enRevealHub } from './en-reveal-hub';
import { enReadiness } from './en-readiness';
import { enReplies } from './en-replies';
import { enHearts } from './en-hearts';
import { enHeartMoments } from './en-heart-moments';
import { enWishes } from './en-wishes';
import { enWishGuest } from './en-wish-guest';
import { enSettings } from './en-settings';
import { enShare } from './en-share';
import { enShell } from './en-shell';
import { enVoiceNote } from './en-voice-note';

// An English gift's page (decision 032): loaded by main.tsx before the first render when the server
// sent the English shell (<html lang="en">). Every catalog takes its twin's words (translation.ts), and
// boot.js then loads messages-english.ts, for the forms' own checks, after the first render.

/** The twins by the names their catalogs declare (`catalog('gallery', …)` in id-gallery.ts). */
export const ENGLISH_TWINS = {
  archive: enArchive,
  builder: enBuilder,
  dialog: enDialog,
  fileField: enFileField,
  entry: enEntry,
  gallery: enGallery,
  'gallery-upload': enGalleryUpload,
  games: enGames,
  hub: enHub,
  'load-failure': enLoadFailure,
  'love-moment': enLoveMoment,
  'main-gift': enMainGift,
  menu: enMenu,
  milestones: enMilestones,
  'milestones-editor': enMilestonesEditor,
  music: enMusic,
  offline: enOffline,
  operator: enOperator,
  password: enPassword,
  signup: enSignup,
  reveal: enReveal,
  'reveal-hub': enRevealHub,
  readiness: enReadiness,
  replies: enReplies,
  hearts: enHearts,
  'heart-moments': enHeartMoments,
  wishes: enWishes,
  'wish-guest': enWishGuest,
  settings: enSettings,
  share: enShare,
  shell: enShell,
  'voice-note': enVoiceNote,
} as const;

export function applyEnglish(): void {
  const twins: Readonly<Record<string, object>> = ENGLISH_TWINS;
  everyCatalog((name, words) => {
    const twin = twins[name];
    if (twin) overlay(words, twin as never);
  });
}
