import type { Translation } from '../../../shared/translation';
import type { idRevealHub } from '../id-reveal-hub';

// English twin of id-reveal-hub.ts: the timed reveal in the hub's 'Share' section.

export const enRevealHub: Translation<typeof idRevealHub> = {
  heading: 'When the gift opens',
  hint: (zone: string) =>
    `Before this moment the recipient only sees a countdown and cannot try the PIN. The server's clock decides, in the ${zone} zone.`,
  dateLabel: 'Date',
  timeLabel: (zone: string) => `Time in ${zone}`,
  save: 'Save the opening time',
  clear: 'Remove the opening time',
  saving: 'Saving...',
  incomplete: 'Fill in the date and the time.',
  saveFailed: 'Failed to save the opening time.',
  loading: 'Loading...',
  loadFailed: 'Failed to load the opening time.',
  opensAt: (date: string, time: string, zone: string) => `This gift opens on ${date} at ${time.replace('.', ':')} ${zone}.`,
  openedAt: (date: string, time: string, zone: string) => `This gift has been open since ${date} at ${time.replace('.', ':')} ${zone}.`,
  always: 'This gift can be opened at any time.',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
