// A stored voice note's player (decision 029): its own small catalog, since it loads with
// the love-moment cards, the hub's replies and the reply page. Relative imports only: vite.config.ts reads the
// catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idVoiceNote = catalog('voice-note', {
  play: 'Putar pesan suara',
  pause: 'Jeda pesan suara',
  seek: 'Posisi pesan suara',
  /** The position slider's spoken value, e.g. '0:00 dari 0:02'. */
  time: (current: string, total: string) => `${current} dari ${total}`,
} as const);
