import type { Translation } from '../../../shared/translation';
import type { idMilestones } from '../id-milestones';

// English twin of id-milestones.ts: the counter page's countdown and celebration.

export const enMilestones: Translation<typeof idMilestones> = {
  next: 'Next milestone',
  daysLeft: (count: number) => (count === 1 ? 'Tomorrow!' : `${count} days to go`),
  celebrationHeading: 'Congratulations!',
  celebrationTitle: (title: string) => `${title}!`,
  celebrationNote: 'Today is a special day for the two of you.',
  onThisDay: {
    locale: 'en-GB',
    heading: (years: number) => (years === 1 ? 'On this day, a year ago' : `On this day, ${years} years ago`),
    mine: 'Written by you',
    byGiver: 'From the giver',
    byRecipient: 'From the recipient',
    momentPhotoAlt: "This moment's photo",
    galleryPhoto: 'From the gallery',
    untitledPhoto: 'A photo from the gallery',
  },
  addFailed: 'Failed to add the milestone.',
  removeFailed: 'Failed to delete the milestone.',
};
