import type { Translation } from '../../../shared/translation';
import type { idArchive } from '../id-archive';

// English twin of id-archive.ts: the edit hub's 'Archive' section.

export const enArchive: Translation<typeof idArchive> = {
  heading: 'Archive',
  intro: 'Keep the whole gift (texts, photos, music and videos) in one file, or restore the gift from an archive file.',
  downloadHeading: 'Download archive',
  downloadHint: 'One .zip file with everything in the gift. Accounts, sessions and share links are not included.',
  download: 'Download archive',
  importHeading: 'Restore from archive',
  importHint: "This gift's content will be fully replaced by the archive's. Your share link and account stay the same.",
  fileLabel: 'Archive file (.zip)',
  importButton: 'Restore',
  importing: 'Restoring...',
  progress: (percent: number) => `Uploading archive: ${percent}%`,
  noFile: 'Choose an archive file (.zip) first.',
  confirmHeading: "Replace the gift's content?",
  confirmText: (name: string) =>
    `Everything in the gift now (texts, photos, music and videos) will be replaced by the content of the archive "${name}". ` +
    'This cannot be undone.',
  confirm: 'Yes, replace it',
  cancel: 'Cancel',
  imported: "Archive restored. The gift's content has been replaced.",
  importFailed: 'Failed to restore the archive.',
};
