import type { Translation } from '../../../shared/translation';
import type { idGalleryUpload } from '../id-gallery-upload';

// English twin of id-gallery-upload.ts: the photo upload dialog keeps the original's English words.

const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

export const enGalleryUpload: Translation<typeof idGalleryUpload> = {
  heading: 'Upload Photo',
  titleLabel: 'Title (optional)',
  titleHint: "Leave it empty to use each photo's file name. One title for several photos is numbered: Holiday 1, Holiday 2.",
  untitled: 'Photo',
  photoLabel: 'Photo',
  photoHint: (mb: number) => `JPEG, WebP or HEIC (iPhone), at most ${mb} MB a photo. You can choose several photos at once.`,
  submit: 'Upload',
  retry: 'Try again',
  uploading: 'Uploading...',
  cancel: 'Cancel',
  folderMissing: 'No folder selected yet. Create a folder first.',
  photoRequired: 'Choose at least one photo.',
  tooLarge: (names: readonly string[], mb: number) =>
    names.length === 1
      ? `${names[0]} is over ${mb} MB, so it was not sent. The file can be at most ${mb} MB.`
      : `${names.length} photos are over ${mb} MB, so they were not sent (${names.join(', ')}). The file can be at most ${mb} MB.`,
  previewAlt: (fileName: string) => `Preview of ${fileName}`,
  progressLabel: (fileName: string) => `Upload progress of ${fileName}`,
  done: 'Done',
  waiting: 'Waiting...',
  percent: (value: number) => `${value}%`,
  folderTarget: (name: string) => `To folder: ${name}`,
  selected: (count: number) => `${photos(count)} selected`,
  listLabel: 'Photos to upload',
  chosenCount: (count: number) => `${count} ${count === 1 ? 'file' : 'files'} chosen`,
  summary: (done: number, total: number) => `${done} of ${photos(total)} uploaded.`,
  doneHeading: 'Done!',
  doneBody: (count: number, folder: string | null) =>
    folder ? `${photos(count)} added to the folder ${folder}.` : `${photos(count)} added to the folder.`,
  close: 'Close',
  numbered: (title: string, n: number) => `${title} ${n}`,
};
