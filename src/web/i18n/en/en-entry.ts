import type { Translation } from '../../../shared/translation';
import type { idEntry } from '../id-entry';

// English twin of id-entry.ts: opening slide, PIN page, days of love.

export const enEntry: Translation<typeof idEntry> = {
  slide: {
    closed: 'Slide',
    open: 'Opened!',
    label: 'Slide to open the gift',
  },
  pin: {
    defaultTitle: 'Enter Our Special Date',
    defaultDate: 'our special date',
    inputLabel: (date: string) => `PIN: ${date} (6 digits, DDMMYY)`,
    hint: (date: string) => `Enter ${date} (DDMMYY)`,
    photoAlt: 'A photo of our memories',
    photoSaveFailed: 'Failed to save the photo. Please try again.',
    loadFailed: 'Failed to load the date.',
    checking: 'Checking...',
    right: 'Correct! Opening your gift...',
  },
  days: {
    defaultTitle: 'Days Of Loves',
    days: (count: number) => (count === 1 ? '1 Day' : `${count} Days`),
    daysUnit: 'Days',
    since: (date: string) => `Since ${date}`,
    now: 'Now',
    continueHint: 'Tap anywhere to continue',
    loading: 'Loading...',
  },
};
