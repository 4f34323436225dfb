import type { Translation } from '../../../shared/translation';
import type { idMilestones } from '../id-milestones';

// English twin of id-milestones.ts (decision 032): the counter page's countdown and celebration.

export const enMilestones: Translation<typeof idMilestones> = {
  next: 'Next milestone',
  daysLeft: (count: number) => (count === 1 ? 'Tomorrow!' : `${count} days to go`),
  celebrationHeading: 'Congratulations!',
  celebrationTitle: (title: string) => `${title}!`,
  celebrationNote: 'Today is a special day for the two of you.',
  addFailed: 'Failed to add the milestone.',
  removeFailed: 'Failed to delete the milestone.',
};
