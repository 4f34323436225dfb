// The file pickers of every form (components/file-field.tsx): Kado's words, not the browser's. A catalog of its
// own, so a recipient page with a picker (the reply's voice note) does not load the hub's words. Relative
// imports only, as every catalog.

import { catalog } from '../../shared/translation';

export const idFileField = catalog('fileField', {
  choose: 'Pilih file',
  none: 'Belum ada file dipilih',
} as const);
