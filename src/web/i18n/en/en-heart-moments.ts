import type { Translation } from '../../../shared/translation';
import { HEART_MOMENT_WORDS_MAX } from '../../../shared/constants';
import type { idHeartMoments } from '../id-heart-moments';
import { formatNumber } from '../../../shared/format-number';

// English twin of id-heart-moments.ts: Momen Hati, the recipient's page and the giver's hub section.

export const enHeartMoments: Translation<typeof idHeartMoments> = {
  locale: 'en-GB',
  heading: 'Heart Moments',
  intro: 'The small moments you felt loved, written down before they are forgotten. Shared ones are seen by you both.',
  feelings: {
    loved: 'Loved',
    seen: 'Seen',
    appreciated: 'Appreciated',
    supported: 'Supported',
    grateful: 'Grateful',
    happy: 'Happy',
  },
  form: {
    heading: 'Write a moment',
    editHeading: 'Edit the moment',
    wordsLabel: 'What happened?',
    wordsPlaceholder: 'You picked me up in the rain, though I never asked',
    counter: (count: string, max: string) => `${count}/${max} characters`,
    feelingLegend: 'I felt…',
    dateLabel: 'Date',
    photoLabel: 'Photo (optional)',
    photoHint: 'JPEG, PNG, WebP or HEIC.',
    removePhoto: 'Remove the photo',
    visibilityLegend: 'Who sees it?',
    shared: 'Shared: you both see it',
    private: 'Private: only you',
    save: 'Save Moment',
    update: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    saveFailed: 'Failed to save the moment. Try again.',
    offline: 'Writing a moment needs an internet connection. Connect again, then save.',
    wordsRequired: 'Write the moment first.',
    wordsMax: `A moment can be at most ${formatNumber(HEART_MOMENT_WORDS_MAX, 'en')} characters.`,
    feelingRequired: 'Choose one feeling.',
    dateFuture: "A moment's date cannot be in the future.",
  },
  filter: {
    legend: 'Filter by feeling',
    all: (count: number) => `All (${count})`,
    feeling: (name: string, count: number) => `${name} (${count})`,
  },
  list: {
    heading: 'Your moments',
    loading: 'Loading...',
    loadFailed: 'Failed to load the moments.',
    none: 'No moments yet. Write the first one!',
    noneForFeeling: 'No moments with this feeling yet.',
    byGiver: 'From the giver',
    byRecipient: 'From the recipient',
    mine: 'Written by you',
    privateBadge: 'Private',
    photoAlt: (feeling: string) => `Photo of a moment: ${feeling}`,
    edit: 'Edit',
    remove: 'Delete',
    confirmRemove: 'Delete this moment? Its photo goes too.',
    removeFailed: 'Failed to delete the moment.',
    makePrivate: 'Make private',
    makeShared: 'Share',
    visibilityFailed: 'Failed to change who sees this moment.',
    heart: 'Give a heart',
    unheart: 'Take the heart back',
    heartFailed: 'Failed to give the heart.',
    hearted: 'Your partner gave it a heart',
  },
  back: 'Back to Menu',
  mail: {
    heading: 'Tell me by email',
    intro: 'Leave your email to be told when the giver shares a moment. The email does not carry the moment itself.',
    emailLabel: 'Email',
    consent:
      'I agree to be emailed when the giver shares a moment: at most one email every 10 minutes, ' +
      'and I can stop any time with the link in the email.',
    save: 'Save Email',
    saving: 'Saving...',
    current: (email: string) => `News of moments goes to ${email}.`,
    remove: 'Stop the emails',
    saveFailed: 'Failed to save the email. Try again.',
    removeFailed: 'Failed to delete the email. Try again.',
  },
  hub: {
    heading: 'Heart Moments',
    intro:
      'Write the moments you felt loved. Shared ones are seen by the recipient, private ones by you alone; ' +
      "the recipient's private moments never show here.",
  },
};
