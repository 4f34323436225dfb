import type { Translation } from '../../../shared/translation';
import type { idMilestonesEditor } from '../id-milestones-editor';

// English twin of id-milestones-editor.ts: the giver's milestone editor.

export const enMilestonesEditor: Translation<typeof idMilestonesEditor> = {
  heading: 'Milestone',
  intro:
    'Milestones like day 100, day 1000 and every anniversary are counted automatically from the date above. Add your own milestones here.',
  loading: 'Loading...',
  loadFailed: 'Failed to load the data from the server.',
  listHeading: 'Your milestones',
  empty: 'No milestones of your own yet.',
  titleLabel: 'Milestone Title',
  dateLabel: 'Milestone Date',
  add: 'Add Milestone',
  adding: 'Adding...',
  added: 'Milestone added!',
  remove: 'Delete',
  removeLabel: (title: string) => `Delete milestone ${title}`,
  confirmRemove: (title: string) => `Delete milestone "${title}"?`,
  removed: 'Milestone deleted!',
  dayOf: (days: number) =>
    days >= 0 ? `day ${days}` : -days === 1 ? '1 day before you got together' : `${-days} days before you got together`,
};
